// One service: its registry entry (menus, home card, route, search text) and its page, in one file
// per service under content/<locale>/services/. The page sections render in this order; optional
// ones are left out of the page when absent.
import { z } from 'zod'

import type { IconName } from '../icon-names'
import type { TechnologyLogo } from '../technology-logos'
import { contentLink, iconName, paragraphs, publicFile, siteLink, sitePath, slug, technologyLogo, text } from './fields'

const sectionIntro = { eyebrow: text, title: text, lead: text }

export const iconCard = z.object({ icon: iconName, title: text, description: text })

/** A card of a service page; one that names another page (a service, a solution) links to it. */
const linkedIconCard = iconCard.extend({ link: contentLink.optional() }).strict()

/**
 * A card with a technology logo where simple-icons has one, else an icon. One object with both
 * fields optional and a check that exactly one is set, not a union of two shapes: the CMS edits an
 * object as a form (scripts/cms/cms-fields.ts), and a union without a `kind` has no form there.
 */
const logoCard = z
  .object({ title: text, description: text, logo: technologyLogo.optional(), icon: iconName.optional() })
  .strict()
  .superRefine((card, context) => {
    if (card.logo === undefined && card.icon === undefined) {
      context.addIssue({ code: 'custom', path: ['logo'], message: 'required: a logo, or else an icon' })
    } else if (card.logo !== undefined && card.icon !== undefined) {
      context.addIssue({ code: 'custom', path: ['icon'], message: 'give a logo or an icon, not both' })
    }
  }) as unknown as z.ZodType<{ title: string; description: string } & ({ logo: TechnologyLogo } | { icon: IconName })>

const processStep = z.object({ title: text, description: text })

const technology = z.object({ name: text, logo: technologyLogo.optional() })

/** A figure on the page: the service's own (`value` and `label`), or a company-wide one by name. */
export const figureKeys = ['projects', 'clients', 'workforce', 'savings', 'women'] as const
export const figureReference = z
  .object({ value: text.optional(), label: text.optional(), companyFigure: z.enum(figureKeys).optional() })
  .strict()
  .superRefine((figure, context) => {
    // The same rule as a union of the two shapes, as one object the CMS can show as one form.
    if (figure.companyFigure !== undefined) {
      for (const field of ['value', 'label'] as const) {
        if (figure[field] !== undefined) context.addIssue({ code: 'custom', path: [field], message: 'leave empty when companyFigure is set' })
      }
      return
    }
    for (const field of ['value', 'label'] as const) {
      if (figure[field] === undefined) context.addIssue({ code: 'custom', path: [field], message: 'required (or set companyFigure instead)' })
    }
  }) as unknown as z.ZodType<{ value: string; label: string } | { companyFigure: (typeof figureKeys)[number] }>

const faq = z.object({ question: text, answers: paragraphs })

/** Page-specific sections the spec asks for (BI system components, quantum technology lists...). */
const extraSection = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('icon-cards'), id: slug, ...sectionIntro, items: z.array(linkedIconCard).min(1) }),
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
    offerings: z.object({ ...sectionIntro, items: z.array(linkedIconCard).min(1) }),
    extraSections: z.array(extraSection).optional(),
    benefits: z.object({ ...sectionIntro, items: z.array(linkedIconCard).min(1) }),
    process: z.object({ ...sectionIntro, steps: z.array(processStep).min(1) }),
    technologies: z.object({ ...sectionIntro, items: z.array(technology).min(1) }),
    proof: z.object({
      ...sectionIntro,
      /**
       * The service's own measured figures. Company-wide ones (250+ projects) belong on the pages
       * about the company (home, about, stories), not as one service's evidence.
       */
      figures: z.array(z.object({ value: text, label: text }).strict()).optional(),
      /** Slugs of the success stories this service cites. */
      stories: z.array(slug),
      /**
       * How results are measured in this kind of engagement: the proof a page without a fitting
       * success story can honestly give (required then; scripts/content/collections/services.ts).
       */
      measures: z.object({ title: text, items: z.array(z.object({ title: text, description: text })).min(1, 'needs at least one measure') }).optional(),
    }),
    faqs: z.array(faq).min(3, 'needs 3 to 6 questions').max(6, 'needs 3 to 6 questions'),
    cta: z.object({ title: text, lead: text }),
  })
  .strict()

/** A service file as written. */
export type ServiceFile = z.infer<typeof serviceSchema>
