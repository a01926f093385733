import { Link, NavLink } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { buttonVariants } from '~/components/ui/button'
import { LogoMark } from '~/components/ui/logo-mark'
import { Container } from '~/components/ui/container'
import type { HeaderNav } from '~/content/navigation'
import { brand } from '~/content/brand'
import { cn } from '~/lib/ui/cn'
import { headerMessages as messages } from '~/messages/edition/header'

import { LetsTalkLink } from './booking'
import { LanguageSwitch } from './language-switch'
import { MobileNav } from './mobile-nav'
import { NavDropdown } from './nav-dropdown'
import { SearchLink } from './search-link'

// 4 px less padding below 1280 px (here and in nav-dropdown.tsx), and less space between the logo,
// the menu and the buttons, make room for the search button and the language switch: at 1024 px the
// items would otherwise wrap onto two lines (e2e/search.spec.ts, e2e/editions.spec.ts).
const topLinkClass =
  'flex h-10 items-center rounded-control px-1.5 text-sm font-medium text-ink-700 hover:bg-ink-50 hover:text-ink-900 xl:px-2.5'

export function SiteHeader({ nav }: { nav: HeaderNav }) {
  return (
    <header className="sticky top-0 z-40 h-nav border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="flex h-full items-center justify-between gap-3 xl:gap-4">
        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-control" aria-label={messages.homeLink(brand.name)}>
          <LogoMark id="header-logo" className="size-8" />
          <span className="text-lg font-bold tracking-tight text-ink-900">{brand.name}</span>
        </Link>
        {/* Flush left after the logo, not centred: a phone on a slow connection paints the header
            before the rest of its HTML arrives, and items that start where the logo ends stay where
            they are as the others arrive (e2e/slow-html.spec.ts). */}
        <nav aria-label={messages.mainNavigation} className="hidden lg:block lg:flex-1 xl:ps-4">
          <ul className="flex items-center gap-0.5">
            <li>
              <NavLink to={nav.primary.home.path} end className={({ isActive }) => cn(topLinkClass, isActive && 'text-ink-900')}>
                {nav.primary.home.name}
              </NavLink>
            </li>
            <li>
              <NavDropdown label={messages.services} items={nav.services} columns={2} />
            </li>
            <li>
              <NavDropdown label={messages.products} items={nav.products} />
            </li>
            <li>
              <a href={nav.primary.blog.href} target="_blank" rel="noopener noreferrer" className={cn(topLinkClass, 'gap-1')}>
                {nav.primary.blog.name}
                <Icon name="external-link" className="size-3.5" />
                <span className="sr-only">{messages.opensInNewTab}</span>
              </a>
            </li>
            {nav.primary.rest.map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} className={({ isActive }) => cn(topLinkClass, isActive && 'text-ink-900')}>
                  {item.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          {/* The other language's two letters: the narrowest a switch can be beside the menu. */}
          <LanguageSwitch className={cn(buttonVariants({ variant: 'ghost', size: null }), 'h-10 px-1.5 text-sm xl:min-w-10 xl:px-2')} />
          {/* Outside the main navigation, whose items are the specification's. The word shows from
              1280 px; below, the icon with the word for assistive technology. */}
          <SearchLink
            className={cn(buttonVariants({ variant: 'ghost', size: null }), 'size-10 text-sm xl:w-auto xl:px-3')}
            labelClassName="sr-only xl:not-sr-only"
          />
          <span className="hidden sm:block">
            <LetsTalkLink className={buttonVariants({ size: 'sm' })} />
          </span>
          <MobileNav nav={nav} />
        </div>
      </Container>
    </header>
  )
}
