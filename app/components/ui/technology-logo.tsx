import type { SimpleIcon } from 'simple-icons'

/** A technology's brand mark; near-white marks (which would vanish on white) are drawn in ink. */
export function TechnologyLogo({ icon, className }: { icon: SimpleIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={28} height={28} aria-hidden="true" className={className} fill={logoColor(icon.hex)}>
      <path d={icon.path} />
    </svg>
  )
}

function logoColor(hex: string) {
  const channels = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16))
  const lightness = channels.reduce((sum, channel) => sum + channel, 0) / 3
  return lightness > 220 ? '#0b1b33' : `#${hex}`
}
