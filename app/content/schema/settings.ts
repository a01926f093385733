// The company's settings, in one file: content/<locale>/settings.yaml. Names, hosts and contact
// details, the company-wide figures other content names by key, the date the content last changed,
// and the not-found page's texts.
import { z } from 'zod'

import { analyticsSchema } from './analytics'
import { externalUrl, isoDate, sitePath, text } from './fields'
import { figureKeys } from './service'

const figure = z.object({ value: text, label: text }).strict()

/** Every figure the services may name, each written once. */
const companyFigures = z.object(Object.fromEntries(figureKeys.map((key) => [key, figure])) as Record<(typeof figureKeys)[number], typeof figure>).strict()

const link = z.object({ label: text, path: sitePath }).strict()

export const settingsSchema = z
  .object({
    companyName: text,
    legalName: text,
    /** The site's address when SITE_URL is not set at build time. */
    siteUrl: externalUrl,
    tagline: text,
    description: text,
    blogUrl: externalUrl,
    /**
     * Where job applications go: the careers page's open application address and, for a role that
     * names none of its own, how to apply (`applyUrl`, an applicant-tracking page, else `email`).
     */
    careers: z
      .object({
        email: z.email({ error: 'must be an email address' }).describe('Open applications, and roles without an apply address of their own, go here.'),
        applyUrl: externalUrl.optional().describe('An applicant-tracking page every role without its own apply route links to. Empty: roles use the email.'),
      })
      .strict(),
    /** The booking page the "Let's Talk" dialog frames; its origin is also in server/security-config.mjs. */
    bookingUrl: externalUrl,
    email: z.email(),
    privacyEmail: z.email(),
    phone: z.string().regex(/^\+\d[\d ]+$/, 'must be an international number, like +91 120 456 7800'),
    foundedYear: z.number().int().min(1900),
    social: z.array(z.object({ name: text, href: externalUrl }).strict()),
    companyFigures,
    /** The analytics service visitors may opt in to, or `provider: none` (no analytics code at all). */
    analytics: analyticsSchema.describe(
      'Visit measurement, only for visitors who accept the cookie banner: none, Plausible, Umami, Matomo or GA4 (README: “Measuring visits”). With none the site contains no analytics code.',
    ),
    /** When the content last changed (YYYY-MM-DD): the sitemap's lastmod, the brochures' date. */
    contentUpdated: isoDate.describe(
      'The date the sitemap and the brochures give as the last change. A story or page dated later moves it forward by itself: publishing a story needs no change here.',
    ),
    /** Quoted from the specification exactly, spelling included. */
    notFound: z
      .object({
        title: text,
        lead: text,
        // The sentence around the link; the page puts the spaces between the parts (the editor trims
        // every value, so no meaning may hang on a space at a value's end).
        hint: z.object({ before: text, link, after: text }).strict(),
        backLink: link,
        seoDescription: text,
      })
      .strict(),
  })
  .strict()

export type SettingsFile = z.infer<typeof settingsSchema>
