import type { ReactNode } from 'react'

import { buildMeta, type PageMeta } from './meta'
import { renderStaticHtml } from './render-static-html.server'
import type { StaticPageData } from './static-page'

/**
 * A page whose body needs no script: its head tags and its body markup, both built at prerender.
 * The route module's client code is then a one-line component (see StaticHtml).
 */
export function staticPage(meta: PageMeta, body: ReactNode): StaticPageData {
  return { meta: buildMeta(meta), html: renderStaticHtml(body) }
}
