import badgeFiles from '../generated/content/badges.json' with { type: 'json' }
import clientFiles from '../generated/content/clients.json' with { type: 'json' }
import teamFiles from '../generated/content/team.json' with { type: 'json' }
import type { BadgeRecord, ClientRecord, TeamMemberRecord } from '../../scripts/content/collections/people-and-proof'
import type { Badge, ClientLogo, TeamMember } from './types'

// Client logos (home page), the leadership team and partner and certification badges (about page),
// one file each under content/en/clients/, team/ and badges/, in their `order`, images sized at
// build time. Each list may be empty; its section is then left out of the page.
export const clients: readonly ClientLogo[] = (clientFiles as ClientRecord[]).map(({ name, sector, logo, url }) => ({ name, sector, logo, ...(url ? { url } : {}) }))

export const team: readonly TeamMember[] = (teamFiles as TeamMemberRecord[]).map(({ order: _order, slug: _slug, ...member }) => member)

export const badges: readonly Badge[] = (badgeFiles as BadgeRecord[]).map(({ order: _order, slug: _slug, ...badge }) => badge)
