// Where a brochure's files are served, from its slug alone: the route table (route-paths.ts) needs
// them without the brochures' content.
import { type BrochurePaper, LETTER_SUFFIX } from './brochure-papers'

/**
 * Where an edition's PDF is served; prerendering writes it to build/client/brochures/: the A4
 * edition as `<slug>.pdf`, the Letter one as `<slug>-letter.pdf`.
 */
export function brochureHref(slug: string, paper: BrochurePaper = 'A4') {
  return `/brochures/${slug}${paper === 'LETTER' ? LETTER_SUFFIX : ''}.pdf` as const
}

/** Where the picture of a brochure's cover, shown on the brochures page, is served. */
export function brochureCoverHref(slug: string) {
  return `/brochures/${slug}.webp` as const
}
