type ClickLike = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>

/**
 * A primary-button click without modifier keys that nothing has handled yet. Modified clicks
 * (new tab, new window, download) are left to the browser, as React Router's <Link> does.
 */
export function isPlainClick(event: ClickLike): boolean {
  return !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
}

type AnchorLike = { href: string; target: string; hasAttribute(name: string): boolean }

/**
 * The in-site location a plain click on a prerendered link should open without a page load, or
 * null when the browser should follow the link itself (other origin, new tab, download).
 */
export function clientNavigationTarget(event: ClickLike, anchor: AnchorLike, origin: string): string | null {
  if (!isPlainClick(event)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, origin)
  if (url.origin !== origin) return null
  return url.pathname + url.search + url.hash
}
