import { memo, useId } from 'react'
import { NavLink, useLocation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import type { MenuItem } from '~/content/types'
import { cn } from '~/lib/ui/cn'

type NavDropdownProps = {
  label: string
  items: readonly MenuItem[]
  columns?: 1 | 2
}

/**
 * A disclosure built on <details>, so it opens without JavaScript too. The first view's script adds
 * arrow-key movement, Escape with focus return, and closing on outside clicks and followed links
 * (app/shell/nav-dropdown.ts); React only marks the menu of the current page.
 */
export function NavDropdown({ label, items, columns = 1 }: NavDropdownProps) {
  const { pathname } = useLocation()
  const listId = useId()
  const active = items.some((item) => item.path === pathname)

  return (
    <details data-nav-dropdown="" className="group relative">
      <summary
        aria-controls={listId}
        className={cn(
          'flex h-10 cursor-pointer list-none items-center gap-1 rounded-control px-1.5 text-sm font-medium text-ink-700 group-open:text-ink-900 hover:bg-ink-50 hover:text-ink-900 xl:px-2.5 [&::-webkit-details-marker]:hidden',
          active && 'text-ink-900',
        )}
      >
        {label}
        <Icon name="chevron-down" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul
        id={listId}
        className={cn(
          'absolute top-full left-0 z-50 mt-2 grid gap-0.5 rounded-card border border-ink-100 bg-white p-2 shadow-raised',
          columns === 2 ? 'w-[34rem] grid-cols-2' : 'w-72',
        )}
      >
        <MenuLinks items={items} />
      </ul>
    </details>
  )
}

/**
 * The menu's links. Memoized: opening or closing the menu changes only the disclosure's state, and
 * its links need no new render then (as in the mobile menu, where that re-render was a third of the
 * click's script; mobile-nav.tsx).
 */
const MenuLinks = memo(function MenuLinks({ items }: { items: readonly MenuItem[] }) {
  return items.map((item) => (
    <li key={item.path}>
      <NavLink
        to={item.path}
        data-menu-link=""
        className={({ isActive }) =>
          cn(
            'block rounded-control px-3 py-2 text-sm text-ink-700 hover:bg-brand-50 hover:text-brand-700 focus-visible:bg-brand-50',
            isActive && 'bg-brand-50 font-medium text-brand-700',
          )
        }
      >
        {item.name}
      </NavLink>
    </li>
  ))
})
