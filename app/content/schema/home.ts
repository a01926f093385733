// The home page's copy, in one file: content/<locale>/home.yaml. The service cards come from the
// services and the quotes from their collections, the featured success stories are named by slug; the figures are the
// company-wide ones in settings.yaml, named by key, never retyped.
import { z } from 'zod'

import { publicFile, siteLink, sitePath, slug, technologyLogo, text } from './fields'
import { figureKeys } from './service'

const companyFigure = z.enum(figureKeys)
const heading = z.object({ eyebrow: text, title: text, lead: text }).strict()

export const homeSchema = z
  .object({
    hero: z
      .object({ eyebrow: text, title: text, lead: text, secondaryCta: z.object({ label: text, href: siteLink }).strict() })
      .strict(),
    /** Counters, in order: each a company-wide figure, its label capitalized as the description. */
    milestones: z.array(z.object({ companyFigure }).strict()).min(1),
    womenInWorkforce: z.object({ companyFigure, label: text, body: text }).strict(),
    /** Numbered in this order. */
    methodologySteps: z.array(z.object({ name: text, desc: text }).strict()).min(1),
    /** The 16th home card, after the services. */
    contactCard: z.object({ title: text, img: publicFile, path: sitePath, desc: text }).strict(),
    /** The success stories shown on the home page, in order, by file name (content/<locale>/stories/). */
    featuredStories: z.array(slug).min(1, 'needs at least one story').max(6, 'at most 6 stories'),
    /** Logo carousel: each mark a simple-icons slug listed in app/content/technology-logos.ts. */
    technologies: z.array(z.object({ name: text, logo: technologyLogo }).strict()).min(1),
    sectionHeadings: z
      .object({
        services: heading,
        milestones: heading,
        methodology: heading,
        clients: heading,
        stories: heading,
        testimonials: heading,
        technologies: heading,
        closingCta: z.object({ title: text, lead: text }).strict(),
      })
      .strict(),
  })
  .strict()

export type HomeFile = z.infer<typeof homeSchema>
