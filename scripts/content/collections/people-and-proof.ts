// Client logos, the leadership team and badges: each may be empty (then its section is left out).
import { type BadgeFile, type ClientFile, type TeamMemberFile, badgeSchema, clientSchema, teamMemberSchema } from '../../../app/content/schema/people-and-proof'
import { defineCollection } from '../collection'
import { duplicateOrders, inOrder } from '../ordered'
import { withImageSizes } from '../uploaded-images'

export const clients = defineCollection({
  name: 'clients',
  schema: clientSchema,
  check: (entries) => duplicateOrders(entries),
  output: (entries, { projectDir }) => inOrder(entries).map((client) => withImageSizes(client, ['logo'], projectDir)),
})

export const team = defineCollection({
  name: 'team',
  schema: teamMemberSchema,
  check: (entries) => duplicateOrders(entries),
  output: (entries, { projectDir }) => inOrder(entries).map((member) => withImageSizes(member, ['photo'], projectDir)),
})

export const badges = defineCollection({
  name: 'badges',
  schema: badgeSchema,
  check: (entries) => duplicateOrders(entries),
  output: (entries, { projectDir }) => inOrder(entries).map((badge) => withImageSizes(badge, ['image'], projectDir)),
})

export type ClientRecord = ReturnType<typeof withImageSizes<ClientFile & { slug: string }, 'logo'>>
export type TeamMemberRecord = ReturnType<typeof withImageSizes<TeamMemberFile & { slug: string }, 'photo'>>
export type BadgeRecord = ReturnType<typeof withImageSizes<BadgeFile & { slug: string }, 'image'>>
