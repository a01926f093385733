import type { BrochureListing } from '~/components/sections/brochures-section'
import { BROCHURE_PAPERS, PAPER_LABELS } from '~/content/brochure-papers'
import { type Brochure, brochureCoverHref, brochureHref, brochures } from '~/content/brochures'

import { type CoverImage, renderCoverImage } from './brochure-cover.server'
import { renderBrochure } from './brochure-pdf.server'

const covers = new Map<string, Promise<CoverImage>>()

/** The picture of a brochure's cover (its A4 edition's first page), made once per build process. */
export function renderBrochureCover(brochure: Brochure): Promise<CoverImage> {
  let cover = covers.get(brochure.slug)
  if (!cover) {
    cover = renderBrochure(brochure, 'A4').then(({ bytes }) => renderCoverImage(bytes))
    covers.set(brochure.slug, cover)
  }
  return cover
}

/** What the brochures page lists: each edition's real page count and size and the cover, measured at build time. */
export async function listBrochures(): Promise<BrochureListing[]> {
  const listings: BrochureListing[] = []
  // One brochure after another: rendering is CPU-bound, so starting them all at once only adds memory.
  for (const brochure of brochures) {
    const editions = []
    for (const paper of BROCHURE_PAPERS) {
      const { bytes, pages } = await renderBrochure(brochure, paper)
      editions.push({ paper: PAPER_LABELS[paper], href: brochureHref(brochure.slug, paper), pages, bytes: bytes.length })
    }
    const { width, height } = await renderBrochureCover(brochure)
    listings.push({
      slug: brochure.slug,
      title: brochure.title,
      description: brochure.description,
      cover: { src: brochureCoverHref(brochure.slug), width, height },
      editions,
    })
  }
  return listings
}
