// One service: its registry entry (menus, home card, route, search text) and its page, in one file
// per service under content/<locale>/services/. The page sections render in this order; optional
// ones are left out of the page when absent.
import { z } from 'zod'

import { iconName, paragraphs, publicFile, siteLink, sitePath, slug, technologyLogo, text } from './fields'

const sectionIntro = { eyebrow: text, title: text, lead: text }

export const iconCard = z.object({ icon: iconName, title: text, description: text })

/** A card with a technology logo where simple-icons has one, else an icon. */
const logoCard = z.union([
  z.object({ title: text, description: text, logo: technologyLogo }).strict(),
  z.object({ title: text, description: text, icon: iconName }).strict(),
])

const processStep = z.object({ title: text, description: text })

const technology = z.object({ name: text, logo: technologyLogo.optional() })

/** A figure on the page: the service's own (`value` and `label`), or a company-wide one by name. */
export const figureKeys = ['projects', 'clients', 'workforce', 'savings', 'women'] as const
export const figureReference = z.union([
  z.object({ value: text, label: text }).strict(),
  z.object({ companyFigure: z.enum(figureKeys) }).strict(),
])

const faq = z.object({ question: text, answers: paragraphs })

/** Page-specific sections the spec asks for (BI system components, quantum technology lists...). */
const extraSection = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('icon-cards'), id: slug, ...sectionIntro, items: z.array(iconCard).min(1) }),
  z.object({ kind: z.literal('logo-cards'), id: slug, ...sectionIntro, items: z.array(logoCard).min(1) }),
  z.object({
    kind: z.literal('lists'),
    id: slug,
    ...sectionIntro,
    groups: z.array(z.object({ name: text, items: z.array(text).min(1) })).min(1),
  }),
])

export const serviceSchema = z
  .object({
    /** Position in menus, the home page's cards and the sitemap. */
    order: z.number().int().positive(),
    path: sitePath,
    name: text,
    /** One sentence shown on cards and menus. */
    desc: text,
    /** Card illustration under public/. */
    img: publicFile,
    seoDescription: text.min(120, 'must be at least 120 characters').max(160, 'must be at most 160 characters'),
    hero: z.object({
      /** One sentence: what the client gets. */
      promise: text,
      lead: text,
      secondaryCta: z.object({ label: text, href: siteLink }),
    }),
    overview: z.object({ ...sectionIntro, paragraphs }),
    offerings: z.object({ ...sectionIntro, items: z.array(iconCard).min(1) }),
    extraSections: z.array(extraSection).optional(),
    benefits: z.object({ ...sectionIntro, items: z.array(iconCard).min(1) }),
    process: z.object({ ...sectionIntro, steps: z.array(processStep).min(1) }),
    technologies: z.object({ ...sectionIntro, items: z.array(technology).min(1) }),
    proof: z.object({
      ...sectionIntro,
      figures: z.array(figureReference).min(1),
      /** Slugs of the success stories this service cites. */
      stories: z.array(slug),
    }),
    faqs: z.array(faq).min(3, 'needs 3 to 6 questions').max(6, 'needs 3 to 6 questions'),
    cta: z.object({ title: text, lead: text }),
  })
  .strict()

/** A service file as written. */
export type ServiceFile = z.infer<typeof serviceSchema>
