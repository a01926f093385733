import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'

/**
 * Renders markup that needs no script, at build time. Pages ship it as an HTML string in their
 * loader data instead of shipping the components and copy that produce it: the browser gets the
 * same DOM, React hydrates one wrapper instead of every element, and the route chunk keeps only
 * what is interactive. `<Link>`s inside need a router to render; clicks on them are routed
 * client-side by `useStaticLinkNavigation`.
 */
export function renderStaticHtml(node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>)
}
