import brochureFiles from '../generated/content/brochures.json' with { type: 'json' }
import { type BrochurePaper, BROCHURE_PAPERS, LETTER_SUFFIX } from './brochure-papers'
import type { ServiceSlug } from './services'

// The brochure collection: one PDF per service family, generated at build time from the site's own
// content; one file each in content/en/brochures/, in their `order`. `description` is shown on the
// brochures page and the cover; `summary` is the introduction beside the contents. Every service
// in the registry belongs to exactly one brochure (checked when content is generated).

export type Brochure = {
  slug: string
  title: string
  description: string
  summary: readonly string[]
  services: readonly ServiceSlug[]
}

export const brochures: readonly Brochure[] = brochureFiles.map(({ slug, title, description, summary, services }) => ({
  slug,
  title,
  description,
  summary,
  services,
}))

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

export function getBrochure(slug: string) {
  return brochures.find((brochure) => brochure.slug === slug)
}

export type BrochureAsset = { brochure: Brochure; kind: 'pdf'; paper: BrochurePaper } | { brochure: Brochure; kind: 'cover' }

/** The brochure file a name under /brochures/ stands for, if any: the inverse of the two functions above. */
export function getBrochureAsset(name: string): BrochureAsset | undefined {
  for (const brochure of brochures) {
    for (const paper of BROCHURE_PAPERS) {
      if (`/brochures/${name}` === brochureHref(brochure.slug, paper)) return { brochure, kind: 'pdf', paper }
    }
    if (`/brochures/${name}` === brochureCoverHref(brochure.slug)) return { brochure, kind: 'cover' }
  }
  return undefined
}
