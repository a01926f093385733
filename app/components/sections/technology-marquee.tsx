import type { SimpleIcon } from 'simple-icons'

import { Container } from '~/components/ui/container'

type Technology = { name: string; icon: SimpleIcon }

/**
 * A CSS-only logo marquee. The list is rendered twice so the loop is seamless; the copy is hidden
 * from assistive tech. It pauses on hover and focus, and stands still under reduced motion.
 */
export function TechnologyMarquee({ title, technologies }: { title: string; technologies: readonly Technology[] }) {
  return (
    <section aria-labelledby="technologies-title" className="border-b border-ink-100 bg-white py-10">
      <Container>
        <h2 id="technologies-title" className="text-center text-sm font-semibold tracking-wide text-ink-600 uppercase">
          {title}
        </h2>
      </Container>
      <div
        tabIndex={0}
        aria-label="Technology logos"
        role="region"
        className="group mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] focus-visible:outline-offset-[-3px] motion-reduce:[mask-image:none]"
      >
        <div className="flex w-max animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none">
          <LogoList technologies={technologies} />
          <LogoList technologies={technologies} duplicate />
        </div>
      </div>
    </section>
  )
}

function LogoList({ technologies, duplicate = false }: { technologies: readonly Technology[]; duplicate?: boolean }) {
  return (
    <ul
      aria-hidden={duplicate || undefined}
      className={
        duplicate
          ? 'flex shrink-0 items-center gap-12 pr-12 motion-reduce:hidden'
          : 'flex shrink-0 items-center gap-12 pr-12 motion-reduce:mx-auto motion-reduce:max-w-content motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-8 motion-reduce:px-5'
      }
    >
      {technologies.map(({ name, icon }) => (
        <li key={name} className="flex items-center gap-2.5 text-ink-600">
          <svg viewBox="0 0 24 24" width={28} height={28} aria-hidden="true" className="size-7 shrink-0" fill={logoColor(icon.hex)}>
            <path d={icon.path} />
          </svg>
          <span className="text-sm font-medium whitespace-nowrap">{name}</span>
        </li>
      ))}
    </ul>
  )
}

/** Brand colour, except near-white marks (Unity's), which would vanish on the white band. */
function logoColor(hex: string) {
  const channels = [0, 2, 4].map((offset) => parseInt(hex.slice(offset, offset + 2), 16))
  const lightness = channels.reduce((sum, channel) => sum + channel, 0) / 3
  return lightness > 220 ? '#0b1b33' : `#${hex}`
}
