// One solution, product or company page (/about, /realm, /privatecloud...), in one file per page
// under content/<locale>/pages/. A page is a hero, blocks rendered in the order written (bands
// alternate plain and tinted), and a closing call to action. A block's `kind` names the section
// component that renders it; the site's types for the rendered page are in app/content/page-types.ts.
import { z } from 'zod'

import { companyVisual } from './company-visuals'
import { contentLink, iconName, isoDate, paragraphs, publicationDate, publicFile, siteLink, sitePath, slug, text } from './fields'
import { hostingModel, productScreen } from './product-screens'
import { figureReference, iconCard } from './service'
import { heroChoices, heroProblem, solutionHeroConflicts } from './solution-hero'

const intro = z.object({ eyebrow: text, title: text, lead: text }).strict()

/** Every block has a kind, an id (its anchor: `#faq`) and an intro; the rest depends on the kind. */
function block<Kind extends string, Fields extends z.ZodRawShape>(kind: Kind, fields: Fields) {
  return z.object({ kind: z.literal(kind), id: slug, intro, ...fields }).strict()
}

const quotation = z.object({ quote: text, clientName: text, position: text }).strict()

const faqItem = z.object({ question: text, answers: paragraphs }).strict()

const blockKinds = [
  /** Paragraphs, and a link after them where the text names a destination. */
  block('prose', { paragraphs, link: contentLink.optional() }),
  /** Cards; a card that names a destination (a page, the blog, an address) links to it. */
  block('icon-cards', { items: z.array(iconCard.extend({ link: contentLink.optional() }).strict()).min(1) }),
  block('lists', { groups: z.array(z.object({ name: text, items: z.array(text).min(1) }).strict()).min(1) }),
  /** The spec's cloud strategy groups: id, name, list of service points. */
  block('strategy-groups', { groups: z.array(z.object({ id: slug, name: text, points: z.array(text).min(1) }).strict()).min(1) }),
  block('steps', { steps: z.array(z.object({ title: text, description: text }).strict()).min(1) }),
  /** A page's own figures (`value`, `label`) or company-wide ones by name (`companyFigure: projects`). */
  block('figures', { figures: z.array(figureReference).min(1) }),
  /** Slugs of success stories, shown as cards. */
  block('stories', { slugs: z.array(slug).min(1) }),
  block('links', { links: z.array(z.object({ label: text, path: sitePath, description: text }).strict()).min(1) }),
  /** Every row has one cell per column (checked with the collection). */
  block('table', {
    caption: text,
    columns: z.array(text).min(1),
    rows: z.array(z.object({ label: text, cells: z.array(text).min(1) }).strict()).min(1),
  }),
  /** Quotes written here, or `testimonials: true`: the client quotes of content/<locale>/testimonials/. */
  block('quotes', {
    testimonials: z.boolean().optional(),
    quotes: z.array(quotation).min(1).optional(),
  }).superRefine((block, context) => {
    // Either the client quotes of content/<locale>/testimonials/, written once, or quotes of its own:
    // one object rather than a union, so the editor shows it as one form.
    if ((block.testimonials === true) === (block.quotes !== undefined)) {
      context.addIssue({ code: 'custom', path: ['quotes'], message: 'write quotes here, or set testimonials: true to show the client quotes (one, not both)' })
    }
  }),
  /** The spec's timeline entry: heading, desc, direction (left or right), image (an icon). */
  block('timeline', {
    entries: z
      .array(
        z
          .object({ year: z.number().int(), heading: text, desc: text, direction: z.enum(['left', 'right']), image: iconName })
          .strict(),
      )
      .min(1),
  }),
  block('architecture', {
    layers: z.array(z.object({ name: text, components: z.array(text).min(1) }).strict()).min(1),
    caption: text,
  }),
  /** A product's capabilities, each beside the screen that shows it (a mockup picked by name). */
  block('product-tour', {
    items: z
      .array(z.object({ icon: iconName, title: text, description: text, points: z.array(text).min(1).optional(), screen: productScreen }).strict())
      .min(1),
  }),
  /** Where the product can run, compared on the same aspects: each option has one detail per aspect (checked with the collection). */
  block('deployment-options', {
    aspects: z.array(text).min(1).max(6, 'compare at most 6 aspects'),
    options: z.array(z.object({ name: text, hosting: hostingModel, summary: text, details: z.array(text).min(1) }).strict()).min(1),
  }),
  block('faq', { items: z.array(faqItem).min(3, 'needs 3 to 6 questions').max(6, 'needs 3 to 6 questions') }),
  /** The offices of app/content/offices.ts. */
  block('offices', { note: text.optional() }),
  /** The brochure list, with page counts and sizes measured at build time. */
  block('brochures', { note: text.optional() }),
  /** The leadership team of content/<locale>/team/; left out of the page while it is empty. */
  block('team', {}),
  /** The partner and certification badges of content/<locale>/badges/; left out while there are none. */
  block('badges', {}),
  /** Long-form text in headed sections (the privacy policy); each section's id is its anchor. */
  block('document', {
    /** Shown as "Last updated"; never after settings' contentUpdated, the page's sitemap lastmod. */
    updated: publicationDate(isoDate),
    sections: z
      .array(
        z
          .object({
            id: slug,
            heading: text,
            paragraphs,
            items: z.array(text).min(1).optional(),
            /** Facts the build writes after the paragraphs: `analytics`, what the configured analytics does (app/content/analytics-policy.ts). */
            facts: z.enum(['analytics'], { error: 'must be analytics, or left out' }).optional(),
          })
          .strict(),
      )
      .min(1),
  }),
] as const

export const pageBlock = z.discriminatedUnion('kind', [...blockKinds], {
  error: (issue) =>
    issue.code === 'invalid_union'
      ? `unknown block kind "${String((issue.input as { kind?: unknown } | undefined)?.kind)}": use one of ${blockKinds.map((kind) => kind.shape.kind.value).join(', ')}`
      : undefined,
})

/** What a legal or policy page's plain document header does not show. */
const DOCUMENT_HERO_OMITS = ['secondaryCta', 'image', 'screen', 'problem', 'choices', 'visual'] as const

export const pageSchema = z
  .object({
    /** Position in the route list and the sitemap, after the services. */
    order: z.number().int().positive(),
    /** Spelling and letter case follow the spec (`/Enterprises`, `/publicloud`). */
    path: sitePath,
    /** Shown after "Company | " in the browser tab. */
    title: text,
    seoDescription: text.min(120, 'must be at least 120 characters').max(160, 'must be at most 160 characters'),
    hero: z
      .object({
        eyebrow: text,
        /** The page h1, sentence case. */
        heading: text,
        /** One sentence: what the visitor gets. */
        promise: text.optional(),
        lead: paragraphs,
        secondaryCta: z.object({ label: text, href: siteLink }).strict().optional(),
        /** A 480 x 270 illustration under public/, beside the text on wide screens. */
        image: publicFile.optional(),
        /** A product page's own screen, drawn under the heading instead of an illustration. */
        screen: productScreen.optional(),
        /** A solution page's situation and decision aid, shown instead of an illustration (solution-hero.ts). */
        problem: heroProblem.optional(),
        choices: heroChoices.optional(),
        /** A company page's drawing, made from the page's own data (timeline, offices-map, figures), instead of an image. */
        visual: companyVisual.optional(),
      })
      .strict()
      .superRefine((hero, context) => {
        if (hero.image && hero.screen) context.addIssue({ code: 'custom', path: ['screen'], message: 'show a screen or an image, not both' })
        for (const { field, message } of solutionHeroConflicts(hero)) context.addIssue({ code: 'custom', path: [field], message })
        if (hero.visual && hero.image) context.addIssue({ code: 'custom', path: ['visual'], message: 'show a visual or an image, not both' })
        if (hero.visual && hero.screen) context.addIssue({ code: 'custom', path: ['visual'], message: 'show a visual or a screen, not both' })
      }),
    blocks: z.array(pageBlock).min(1),
    cta: z
      .object({
        title: text,
        lead: text,
        /** The booking button's label in the closing band and in the hero: one call to action per page. */
        button: text.optional(),
        /** The band's second button, where "Contact our offices" (/contactus) is not the next step: on the contact page itself. */
        secondary: contentLink.optional(),
      })
      .strict(),
  })
  .strict()
  .superRefine((page, context) => {
    // A legal or policy page (one with a document block) opens on a plain document header, without
    // the booking button or a picture (app/content/document-page.ts): what would be left out is refused.
    if (!page.blocks.some((block) => block.kind === 'document')) return
    for (const field of DOCUMENT_HERO_OMITS) {
      if (page.hero[field] !== undefined) {
        context.addIssue({ code: 'custom', path: ['hero', field], message: 'a page with a document block opens on a plain header: leave this out' })
      }
    }
  })

/** A page file as written. */
export type PageFile = z.infer<typeof pageSchema>
export type PageBlockFile = z.infer<typeof pageBlock>
