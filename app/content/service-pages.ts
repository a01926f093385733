import type { FaqId, ServiceContent } from './service-types'
import { type ServiceSlug, serviceFiles } from './services'
import type { StorySlug } from './story-slugs'

// Each service's page, from its content file: FAQ items get the ids their accordion uses.
export const servicePages: Record<ServiceSlug, ServiceContent> = Object.fromEntries(
  serviceFiles.map(({ slug, hero, overview, offerings, extraSections, benefits, process, technologies, proof, faqs, cta }) => {
    const figures = proof.figures ?? []
    const page: ServiceContent = {
      slug,
      hero,
      overview,
      offerings,
      ...(extraSections ? { extraSections } : {}),
      benefits,
      process,
      technologies,
      // generate-content.ts has checked that each named story exists.
      proof: { ...proof, figures, stories: proof.stories as StorySlug[] },
      faqs: withFaqIds(faqs),
      cta,
    }
    return [slug, page]
  }),
)

/** FAQ items with the ids their accordion uses: `item-1`, `item-2`... in order. */
export function withFaqIds<T extends object>(items: readonly T[]): (T & { id: FaqId })[] {
  return items.map((item, i) => ({ id: `item-${i + 1}` as const, ...item }))
}

export function getServicePage(slug: ServiceSlug): ServiceContent {
  const page = servicePages[slug]
  if (!page) throw new Error(`No service page for "${slug}"`)
  return page
}
