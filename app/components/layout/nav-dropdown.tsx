import { memo, useCallback, useId, useRef, useState } from 'react'
import { NavLink, useLocation } from 'react-router'

import { Icon } from '~/components/ui/icon'
import type { MenuItem } from '~/content/types'
import { cn } from '~/lib/ui/cn'
import { moveFocus } from '~/lib/ui/roving-focus'
import { useDismissable } from '~/lib/ui/use-dismissable'

type NavDropdownProps = {
  label: string
  items: readonly MenuItem[]
  columns?: 1 | 2
}

/**
 * A disclosure built on <details>, so it opens without JavaScript too. Script adds arrow-key
 * movement, Escape with focus return, and closing on outside clicks and route changes.
 */
export function NavDropdown({ label, items, columns = 1 }: NavDropdownProps) {
  const { pathname } = useLocation()
  // Remembers the page the menu was opened on, so it is closed again after any navigation.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = useCallback((next: boolean) => setOpenOn(next ? pathname : null), [pathname])
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const summaryRef = useRef<HTMLElement>(null)
  const listId = useId()
  const active = items.some((item) => item.path === pathname)

  const close = useCallback(
    ({ returnFocus }: { returnFocus: boolean }) => {
      setOpen(false)
      if (returnFocus) summaryRef.current?.focus()
    },
    [setOpen],
  )
  useDismissable(detailsRef, open, close)

  function links() {
    return Array.from(detailsRef.current?.querySelectorAll<HTMLElement>('[data-menu-link]') ?? [])
  }

  function onKeyDown(event: React.KeyboardEvent) {
    const onSummary = event.target === summaryRef.current
    if (onSummary && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault()
      setOpen(true)
      // The list renders on open; focus its first or last link on the next frame.
      requestAnimationFrame(() => moveFocus(links(), event.key === 'ArrowDown' ? 'Home' : 'End'))
      return
    }
    if (!onSummary && moveFocus(links(), event.key)) event.preventDefault()
  }

  return (
    // Key handling is delegated from the summary and the links inside, which are interactive.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={detailsRef}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
      className="group relative"
    >
      <summary
        ref={summaryRef}
        aria-controls={listId}
        className={cn(
          'flex h-10 cursor-pointer list-none items-center gap-1 rounded-control px-2.5 text-sm font-medium text-ink-700 hover:bg-ink-50 hover:text-ink-900 [&::-webkit-details-marker]:hidden',
          (open || active) && 'text-ink-900',
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
