// A small seeded generator (mulberry32): the same seed always gives the same sequence. The soak
// test uses it so two servers get the same connections; the brochure covers, so a build draws the
// same picture every time (byte-identical PDFs).

/**
 * @param {number | string} seed a number, or a string hashed to one (FNV-1a)
 * @returns {() => number} uniform in [0, 1)
 */
export function seededRandom(seed) {
  let state =
    typeof seed === 'string'
      ? [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261)
      : seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
