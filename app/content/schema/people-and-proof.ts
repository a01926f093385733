// What a company adds as it names real clients and people: client logos, the leadership team, and
// partner and certification badges. One file per record; every collection may be empty, and a
// section with nothing in it is left out of the page. The default content invents none of them.
import { z } from 'zod'

import { externalUrl, text, uploadedImage } from './fields'

const order = z.number().int().positive()

/** content/<locale>/clients/<slug>.yaml: a client that agreed to be named, with its logo file. */
export const clientSchema = z
  .object({
    order,
    name: text,
    /** The client's industry, read out with the logo's name. */
    sector: text,
    logo: uploadedImage,
    url: externalUrl.optional(),
  })
  .strict()

/** content/<locale>/team/<slug>.yaml: a member of the leadership team, shown on /about. */
export const teamMemberSchema = z
  .object({
    order,
    name: text,
    role: text,
    photo: uploadedImage.optional(),
    bio: text.optional(),
    profileUrl: externalUrl.optional(),
  })
  .strict()

/** content/<locale>/badges/<slug>.yaml: a technology partnership or a certification the company holds. */
export const badgeSchema = z
  .object({
    order,
    name: text,
    kind: z.enum(['partner', 'certification']),
    image: uploadedImage,
    /** Where a visitor can verify it: the partner directory, the certificate's register. */
    url: externalUrl.optional(),
  })
  .strict()

export type ClientFile = z.infer<typeof clientSchema>
export type TeamMemberFile = z.infer<typeof teamMemberSchema>
export type BadgeFile = z.infer<typeof badgeSchema>
