import brochureFiles from '../generated/content/brochures.json' with { type: 'json' }
import { type BrochurePaper, BROCHURE_PAPERS } from './brochure-papers'
import { brochureCoverHref, brochureHref } from './brochure-paths'
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

export { brochureCoverHref, brochureHref }

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
