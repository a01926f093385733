import { companyFigures } from './company-figures'
import type { ServiceContent } from './service-types'
import { type ServiceSlug, serviceFiles } from './services'
import type { StorySlug } from './story-slugs'

// Each service's page, from its content file: company-wide figures named in a file are filled in
// from the one place they are written, and FAQ items get the ids their accordion uses.
export const servicePages: Record<ServiceSlug, ServiceContent> = Object.fromEntries(
  serviceFiles.map(({ slug, hero, overview, offerings, extraSections, benefits, process, technologies, proof, faqs, cta }) => {
    const figures = proof.figures.map((figure) => ('companyFigure' in figure ? companyFigures[figure.companyFigure] : figure))
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
      faqs: faqs.map((faq, i) => ({ id: `item-${i + 1}`, ...faq })),
      cta,
    }
    return [slug, page]
  }),
)

export function getServicePage(slug: ServiceSlug): ServiceContent {
  const page = servicePages[slug]
  if (!page) throw new Error(`No service page for "${slug}"`)
  return page
}
