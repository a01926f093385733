import type { HomeFile } from './schema/home'
import type { NavigationFile } from './schema/navigation'
import type { OfficeFile } from './schema/office'
import type { BadgeFile, ClientFile, TeamMemberFile } from './schema/people-and-proof'
import type { ServiceFile } from './schema/service'
import type { StoryFile } from './schema/story'
import type { TestimonialFile } from './schema/testimonial'

// Shapes of the site's content records as the components use them, derived from the content files'
// schemas (app/content/schema/) wherever a record comes from a file, so the schema is their one
// definition; what the site adds (anchor ids, image sizes, numbering) is written out here.

export type Path = `/${string}`

/** A home page card: each service's, and the contact card of content/en/home.yaml. */
export type Card = HomeFile['contactCard']

/** A service as menus, cards, the route list and the sitemap use it (its file's registry fields). */
export type ServiceEntry = Pick<ServiceFile, 'path' | 'name' | 'desc' | 'img' | 'seoDescription'> & { slug: string }

export type Milestone = {
  id: string
  end: number
  description: string
  suffix: string
  prefix?: string
}

/** A methodology step of content/en/home.yaml, numbered by its position. */
export type MethodologyStep = HomeFile['methodologySteps'][number] & { number: number }

/** An uploaded image with the size read from its file at build time. */
export type ImageFile = { src: string; width: number; height: number }

/** A client quote (content/en/testimonials/): the person's name and photo only where they agreed. */
export type Quotation = Omit<TestimonialFile, 'order' | 'photo'> & { photo?: ImageFile }

/** A client that agreed to be named, with its logo (content/en/clients/). */
export type ClientLogo = Omit<ClientFile, 'order' | 'logo'> & { logo: ImageFile }

/** A member of the leadership team (content/en/team/). */
export type TeamMember = Omit<TeamMemberFile, 'order' | 'photo'> & { photo?: ImageFile }

/** A partnership or certification (content/en/badges/). */
export type Badge = Omit<BadgeFile, 'order' | 'image'> & { image: ImageFile }

/** One entry of a story's solution, challenges, achievements or benefits list, with its anchor id. */
export type CaseStudyItem = StoryFile['solution'][number] & { id: string }

/** The fields a story card shows: its results are drawn as a compact chart. */
export type StorySummary = Pick<StoryFile, 'title' | 'desc' | 'industry' | 'region' | 'results' | 'image'> & { slug: string }

/** One headline result of a story (app/content/schema/story.ts), drawn by result-chart.ts. */
export type StoryResult = StoryFile['results'][number]

/** A menu or footer link of content/en/navigation.yaml. */
export type MenuItem = NavigationFile['productMenu'][number]

/**
 * A success story as its page uses it, derived from the story file's schema
 * (app/content/schema/story.ts): the Markdown prose is its `context`, and each list item gets an
 * anchor id (stories.ts).
 */
export type CaseStudy = Omit<StoryFile, 'body' | 'solution' | 'challenges' | 'achievements' | 'benefits'> & {
  slug: string
  context: readonly string[]
  solution: readonly CaseStudyItem[]
  challenges: readonly CaseStudyItem[]
  achievements: readonly CaseStudyItem[]
  benefits: readonly CaseStudyItem[]
}

/** The spec's office contact, from content/en/offices/<slug>.yaml (app/content/schema/office.ts). */
/** An office, with its country and city named in the edition's language (`country`, `cityName`: their Dutch names on Dutch pages). */
export type Office = Omit<OfficeFile, 'order'> & { country: string; cityName: string }

/** An address as printed (`lines`) and as schema.org's PostalAddress fields (`postal`). */
export type OfficeAddress = Office['address']

export type PostalAddressParts = OfficeAddress['postal']
