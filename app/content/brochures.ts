import brochureFiles from '../generated/content/brochures.json' with { type: 'json' }
import type { ServiceSlug } from './services'

// The brochure collection: one PDF per service family, generated at build time from the site's own
// content; one file each in content/en/brochures/, in their `order`. `description` is shown on the
// brochures page; `summary` is printed on the brochure's first page under the title. Every service
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

/** Where a brochure's PDF is served; prerendering writes it to build/client/brochures/<slug>.pdf. */
export function brochureHref(slug: string) {
  return `/brochures/${slug}.pdf` as const
}

export function getBrochure(slug: string) {
  return brochures.find((brochure) => brochure.slug === slug)
}
