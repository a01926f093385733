import { Icon } from '~/components/ui/icon'
import { Container } from '~/components/ui/container'
import { TechnologyLogo } from '~/components/ui/technology-logo'
import type { TechnologyLogo as TechnologyLogoSlug } from '~/content/technology-logos'
import { sectionMessages } from '~/messages/edition/sections'

type Technology = { name: string; logo: TechnologyLogoSlug }

/**
 * A CSS-only logo marquee. The list is rendered twice so the loop is seamless; the copy is hidden
 * from assistive tech. It pauses on hover, on focus, with its pause button (WCAG 2.2.2), and
 * stands still under reduced motion. The button is prerendered markup: the site layout flips its
 * `aria-pressed` (data-toggle-pressed) and CSS does the rest.
 */
export function TechnologyMarquee({ title, technologies }: { title: string; technologies: readonly Technology[] }) {
  return (
    <section aria-labelledby="technologies-title" className="group border-b border-ink-100 bg-white py-10">
      <Container className="flex items-center justify-center gap-3">
        <h2 id="technologies-title" className="text-center text-sm font-semibold tracking-wide text-ink-600 uppercase">
          {title}
        </h2>
        <button
          type="button"
          aria-pressed="false"
          data-toggle-pressed=""
          className="group/toggle grid size-8 place-items-center rounded-full text-ink-600 hover:bg-ink-100 hover:text-ink-900 motion-reduce:hidden"
        >
          <Icon name="pause" className="size-4 group-aria-pressed/toggle:hidden" />
          <Icon name="play" className="hidden size-4 group-aria-pressed/toggle:block" />
          <span className="sr-only">{sectionMessages.marquee.pause}</span>
        </button>
      </Container>
      <div className="mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
        <div
          data-testid="technology-track"
          // Variants, not a plain class: the animation shorthand would otherwise reset the play state.
          className="flex w-max animate-marquee group-focus-within:[animation-play-state:paused] group-has-aria-pressed:[animation-play-state:paused] hover:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none"
        >
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
          : 'flex shrink-0 items-center gap-12 pr-12 motion-reduce:mx-auto motion-reduce:w-full motion-reduce:max-w-content motion-reduce:shrink motion-reduce:pr-5 motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-8 motion-reduce:px-5'
      }
    >
      {technologies.map(({ name, logo }) => (
        <li key={name} className="flex items-center gap-2.5 text-ink-600">
          <TechnologyLogo slug={logo} className="size-7 shrink-0" />
          <span className="text-sm font-medium whitespace-nowrap">{name}</span>
        </li>
      ))}
    </ul>
  )
}
