// Recovers from route chunks that fail to load (a deploy removed them, the network dropped them).
//
// React Router answers a failed route-module import with `location.reload()`, which reloads the page
// the visitor is leaving, not the one they clicked. So while a client navigation is loading we note
// its target in sessionStorage; if the page then unloads and the same page comes back within a few
// seconds, the entry loads the target with a full page load instead. Each target is tried once in
// RECOVERY_WINDOW_MS so a chunk that stays broken cannot cause a reload loop: the second time, the
// error screen shows.

const PENDING_KEY = 'chunk-recovery:pending'
const ATTEMPT_KEY = 'chunk-recovery:attempt'
export const RECOVERY_WINDOW_MS = 15_000

type Pending = { from: string; to: string; at: number }
type Attempt = { to: string; at: number }

export type RecoveryDecision = { kind: 'none' } | { kind: 'load'; to: string } | { kind: 'give-up'; to: string }

function read<T>(storage: Storage, key: string): T | undefined {
  try {
    const raw = storage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : undefined
  } catch {
    return undefined
  }
}

function write(storage: Storage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage can be full or disabled (private modes); recovery then degrades to React Router's reload.
  }
}

export function notePendingNavigation(storage: Storage, from: string, to: string, now = Date.now()) {
  write(storage, PENDING_KEY, { from, to, at: now } satisfies Pending)
}

export function clearPendingNavigation(storage: Storage) {
  try {
    storage.removeItem(PENDING_KEY)
  } catch {
    // See write().
  }
}

/** The target of the navigation in flight, if any. */
export function pendingTarget(storage: Storage): string | undefined {
  return read<Pending>(storage, PENDING_KEY)?.to
}

/**
 * Claims the one full-page load allowed for `to` in the recovery window.
 * Returns false when that load was already spent, so the caller shows the error instead.
 */
export function claimRecovery(storage: Storage, to: string, now = Date.now()): boolean {
  const attempt = read<Attempt>(storage, ATTEMPT_KEY)
  if (attempt && attempt.to === to && now - attempt.at < RECOVERY_WINDOW_MS) return false
  write(storage, ATTEMPT_KEY, { to, at: now } satisfies Attempt)
  return true
}

/** Called once at start-up: was this page load React Router's reload after a failed navigation? */
export function decideRecovery(storage: Storage, currentUrl: string, now = Date.now()): RecoveryDecision {
  const pending = read<Pending>(storage, PENDING_KEY)
  clearPendingNavigation(storage)
  if (!pending) return { kind: 'none' }
  const interrupted = pending.from === currentUrl && pending.to !== currentUrl && now - pending.at < RECOVERY_WINDOW_MS
  if (!interrupted) return { kind: 'none' }
  return claimRecovery(storage, pending.to, now) ? { kind: 'load', to: pending.to } : { kind: 'give-up', to: pending.to }
}

let failedTarget: string | undefined

/** Remembered by the entry so the layout can render the error screen after hydration. */
export function rememberFailedTarget(to: string) {
  failedTarget = to
}

export function takeFailedTarget() {
  const value = failedTarget
  failedTarget = undefined
  return value
}
