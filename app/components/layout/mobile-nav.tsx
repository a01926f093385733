import { memo, useId } from 'react'
import { Link, NavLink } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { buttonVariants } from '~/components/ui/button'
import type { HeaderNav } from '~/content/navigation'
import type { MenuItem } from '~/content/types'
import { cn } from '~/lib/ui/cn'
import { headerMessages as messages } from '~/messages/edition/header'

import { LetsTalkLink } from './booking'
import { LanguageSwitchItem } from './language-switch'
import { SearchLink } from './search-link'

const linkClass = 'block rounded-control px-3 py-3 text-base font-medium text-ink-800 hover:bg-ink-50'

/**
 * The full-screen menu below 1024 px: a dialog over the whole page that keeps focus inside and
 * closes on Escape.
 * Markup only: the first view's script opens and closes it (app/shell/mobile-menu.ts), before and
 * after React loads, so nothing here holds state.
 */
export function MobileNav({ nav }: { nav: HeaderNav }) {
  const menuId = useId()

  return (
    <>
      <button
        type="button"
        data-js-only=""
        aria-label={messages.openMenu}
        aria-expanded="false"
        aria-controls={menuId}
        data-mobile-menu-open=""
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'lg:hidden')}
      >
        <Icon name="menu" className="size-6" />
      </button>
      {/* Without JavaScript the button above does nothing; this disclosure takes its place. */}
      <noscript>
        <details className="group/nojs lg:hidden">
          <summary
            className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}
          >
            {messages.menu}
          </summary>
          <nav
            aria-label={messages.menu}
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-var(--spacing-nav))] overflow-y-auto border-b border-ink-100 bg-white px-3 py-4 shadow-raised"
          >
            <MobileMenuLinks nav={nav} />
          </nav>
        </details>
      </noscript>
      <dialog
        id={menuId}
        data-mobile-menu=""
        aria-label={messages.siteMenu}
        aria-modal="true"
        className="fixed inset-0 z-50 m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-white p-0"
      >
        <div className="flex h-nav items-center justify-between border-b border-ink-100 px-5">
          <span className="text-base font-semibold">{messages.menu}</span>
          <button
            type="button"
            aria-label={messages.closeMenu}
            data-mobile-menu-close=""
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>
        <nav aria-label={messages.mobileNavigation} className="px-3 py-4">
          <MobileMenuLinks nav={nav} />
        </nav>
      </dialog>
    </>
  )
}

/** The menu's links; shared by the dialog and the no-JavaScript disclosure. */
const MobileMenuLinks = memo(function MobileMenuLinks({ nav }: { nav: HeaderNav }) {
  return (
    <>
      {/* The header's search, first in the menu; not one of the specification's menu items. */}
      <SearchLink
        className="mb-3 flex min-h-12 items-center gap-3 rounded-control border border-ink-200 px-3 text-base text-ink-600 hover:bg-ink-50"
        label={messages.searchTheSite}
      />
      <ul className="grid gap-1">
        <li>
          <NavLink to={nav.primary.home.path} className={linkClass}>
            {nav.primary.home.name}
          </NavLink>
        </li>
        <li>
          <MenuSection label={messages.services} items={nav.services} />
        </li>
        <li>
          <MenuSection label={messages.products} items={nav.products} />
        </li>
        <li>
          <a href={nav.primary.blog.href} target="_blank" rel="noopener noreferrer" className={cn(linkClass, 'flex items-center gap-2')}>
            {nav.primary.blog.name}
            <Icon name="external-link" className="size-4 text-ink-500" />
            <span className="sr-only">{messages.opensInNewTab}</span>
          </a>
        </li>
        {nav.primary.rest.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} className={linkClass}>
              {item.name}
            </NavLink>
          </li>
        ))}
      </ul>
      <LanguageSwitchItem className="mt-3 rounded-control border-t border-ink-100 px-3 pt-4 pb-3 text-base font-medium text-ink-800 hover:bg-ink-50" />
      <LetsTalkLink className={cn(buttonVariants({ size: 'lg' }), 'mt-6 w-full')} />
    </>
  )
})

/** A collapsible group; each group opens and closes on its own. */
function MenuSection({ label, items }: { label: string; items: readonly MenuItem[] }) {
  return (
    <details className="group">
      <summary className={cn(linkClass, 'flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden')}>
        {label}
        <Icon name="chevron-down" className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="mb-2 ml-3 grid gap-0.5 border-l border-ink-100 pl-3">
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className="block rounded-control px-3 py-2 text-[0.9375rem] text-ink-700 hover:bg-ink-50">
              {item.name}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
