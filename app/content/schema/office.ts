// One office per file: content/<locale>/offices/<slug>.yaml, shown on the contact page (with its
// structured data), on the brochures and, by city, in the footer.
import { z } from 'zod'

import { publicFile, text, timeZone } from './fields'

/** The countries the company has offices, and so employs people, in (ISO 3166-1 alpha-2). */
export const officeCountries = ['IN', 'GB', 'NL'] as const
export type OfficeCountry = (typeof officeCountries)[number]

const address = z
  .object({
    label: text,
    /** The address as printed, line by line. */
    lines: z.array(text).min(1),
    /** The same address as schema.org PostalAddress fields. */
    postal: z
      .object({
        streetAddress: text,
        postOfficeBoxNumber: text.optional(),
        locality: text,
        region: text.optional(),
        postalCode: text,
        country: z.enum(officeCountries, { error: 'must be IN, GB or NL (ISO 3166-1 alpha-2)' }),
      })
      .strict(),
  })
  .strict()

/** Where the office is, in decimal degrees (north and east positive): its pin on the contact page's map. */
const location = z
  .object({
    lat: z.number({ error: 'must be a number of degrees, north positive, like 51.52' }).min(-90, 'must be between -90 and 90').max(90, 'must be between -90 and 90'),
    lon: z.number({ error: 'must be a number of degrees, east positive, like -0.11' }).min(-180, 'must be between -180 and 180').max(180, 'must be between -180 and 180'),
  })
  .strict()

export const officeSchema = z
  .object({
    /** Position on the contact page and in the footer. */
    order: z.number().int().positive(),
    name: z.enum(['India', 'United Kingdom', 'Netherlands'], { error: 'must be India, United Kingdom or Netherlands' }),
    city: text,
    address,
    /** Registered, mailing and further addresses, if any. */
    otherAddresses: z.array(address),
    email: z.email(),
    phone: z.string().regex(/^\+\d[\d ]+$/, 'must be an international number, like +44 20 7946 0321'),
    hours: text,
    /**
     * The office's IANA time zone. The booking dialog, when the calendar does not load, offers the
     * email and phone of the office in the visitor's zone, else in their region (Europe/...).
     */
    timeZone,
    location,
    image: publicFile,
  })
  .strict()

export type OfficeFile = z.infer<typeof officeSchema>
