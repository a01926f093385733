import type { BrochureListing } from '~/components/sections/brochures-section'
import { brochures, brochureHref } from '~/content/brochures'

import { renderBrochure } from './brochure-pdf.server'

/** What the brochures page lists: each PDF's real page count and size, measured at build time. */
export async function listBrochures(): Promise<BrochureListing[]> {
  return Promise.all(
    brochures.map(async (brochure) => {
      const { bytes, pages } = await renderBrochure(brochure)
      return { slug: brochure.slug, title: brochure.title, description: brochure.description, href: brochureHref(brochure.slug), pages, bytes: bytes.length }
    }),
  )
}
