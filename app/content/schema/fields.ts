// Field types every collection's schema builds on. Each carries the check a reader of the site
// would notice if it failed (an icon that does not exist, a link to nowhere), so a content file is
// rejected at build time with the field named rather than rendered wrong.
import { z } from 'zod'

import { iconNames } from '../icon-names'
import { technologyLogos } from '../technology-logos'

/**
 * What the build checks of a field beyond its format, found by the field's type in any schema
 * (scripts/content/field-checks.ts): that a path names a file under public/ (and an image's size),
 * that a publication date is not after the site's "Content updated" date. A type derived from a
 * registered one (`publicFile.optional()`, `.refine(...)`) is checked the same way.
 */
export const buildChecks = z.registry<BuildCheck>()
export type BuildCheck = { check: 'public-file' | 'publication-date' }

/** One line of copy: no leading or trailing spaces, never empty. */
export const text = z.string().trim().min(1, 'required')

/** A root-relative URL path on this site: `/about`, `/success-stories/<slug>`. */
export const sitePath = z.string().regex(/^\/[^\s]*$/, 'must be a path on this site, starting with /') as z.ZodType<`/${string}`>

/** A link target inside the site: a path, or a section of the current page (`#faq`). */
export const siteLink = z.string().regex(/^(\/|#)[^\s]*$/, 'must start with / (a page) or # (a section)') as z.ZodType<
  `/${string}` | `#${string}`
>

/**
 * A file under public/: `/images/services/hpc.svg`. The build checks the file is there, and reads
 * an image's width and height from it (app/content/image-sizes.ts).
 */
export const publicFile = z
  .string()
  .regex(/^\/[\w\-./]+\.\w+$/, 'must be a file path under public/, like /images/name.svg')
  .register(buildChecks, { check: 'public-file' })

/** A lowercase, hyphenated identifier: file names, slugs, section ids. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens')

export const iconName = z.enum(iconNames, {
  error: (issue) => `unknown icon "${String(issue.input)}": use a lucide icon listed in app/content/icon-names.ts`,
})

export const technologyLogo = z.enum(technologyLogos, {
  error: (issue) => `unknown logo "${String(issue.input)}": use a simple-icons slug listed in app/content/technology-logos.ts`,
})

/**
 * Where a card or a block of text leads: a page of this site (`/careers`), a section of the page
 * (`#offices`), another site (`https://...`, opened in a new tab) or an email address (`mailto:`).
 * A link to the booking page (settings' bookingUrl) opens the booking dialog, as "Let's Talk" does.
 */
export const contentLink = z
  .object({
    label: text,
    href: z
      .string()
      .regex(/^(\/\S*|#\S*|https:\/\/\S+|mailto:[^\s@]+@\S+)$/, 'must be a /path, a #section, a full https:// address or mailto: and an email address'),
  })
  .strict()

/** Several paragraphs of copy, in order. */
export const paragraphs = z.array(text).min(1, 'needs at least one paragraph')

/** An absolute http(s) address on another site: the blog, the booking page, a social profile. */
export const externalUrl = z.url({ protocol: /^https?$/, error: 'must be a full address starting with https://' })

/**
 * An IANA time zone name in its Area/Location form (Europe/London, Asia/Kolkata) that the JavaScript
 * runtime knows. Checked by constructing a formatter with it rather than against
 * `Intl.supportedValuesOf('timeZone')`, which lists ICU's older names (Asia/Calcutta) and leaves out
 * their current IANA names. Offsets (+05:30) and legacy one-word names (GB, UTC) have no region.
 */
export const timeZone = z.string().refine(isAreaTimeZone, 'must be an IANA time zone written Area/Location, like Europe/London or Asia/Kolkata')

function isAreaTimeZone(name: string): boolean {
  if (!/^[A-Za-z]+(\/[\w+-]+)+$/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/** A calendar date as YYYY-MM-DD that exists (not 2026-02-30). */
export const isoDate = z.iso.date({ error: 'must be a real day written YYYY-MM-DD' }) as z.ZodType<`${number}-${number}-${number}`>

/**
 * `date` as the day something was published or last changed (a story's `published`, a policy's
 * "Last updated"). The build rejects one after the site's "Content updated" date (settings), which
 * is every page's sitemap `lastmod` and a story's `dateModified`: a page must not have changed
 * after its own last change.
 */
export function publicationDate<T extends z.ZodType>(date: T): T {
  // A copy, so the registration marks this field and not every field of `date`'s type.
  const copy = date.clone()
  buildChecks.add(copy as z.ZodType, { check: 'publication-date' })
  return copy
}

/**
 * An image an editor uploads (client logo, photo, badge): a file under public/images/. The build
 * reads its width and height from the file (scripts/content/image-files.ts), so pages reserve its
 * space before it loads.
 */
export const uploadedImage = z
  .string()
  .regex(/^\/images\/[\w\-./]+\.(svg|png|jpe?g|webp|avif)$/i, 'must be an image under public/images/ (.svg, .png, .jpg, .webp or .avif)')
  .register(buildChecks, { check: 'public-file' })
