// Shapes of the site's content records. Array fields are readonly so `as const` data satisfies them.

export type Path = `/${string}`

export type Card = {
  title: string
  img: string
  path: Path
  desc: string
}

export type ServiceEntry = {
  slug: string
  path: Path
  name: string
  /** One sentence shown on cards, menus and as the page lead until the full page lands. */
  desc: string
  /** Card illustration under /public. */
  img: string
  /** Search description: 120 to 160 characters. */
  seoDescription: string
}

export type Milestone = {
  id: string
  end: number
  description: string
  suffix: string
  prefix?: string
}

export type MethodologyStep = {
  number: number
  name: string
  desc: string
}

/** An uploaded image with the size read from its file at build time. */
export type ImageFile = { src: string; width: number; height: number }

export type Quotation = {
  quote: string
  clientName: string
  position: string
  /** The person, when they agreed to be named. */
  name?: string
  photo?: ImageFile
}

/** A client that agreed to be named, with its logo (content/en/clients/). */
export type ClientLogo = { name: string; sector: string; logo: ImageFile; url?: string }

/** A member of the leadership team (content/en/team/). */
export type TeamMember = { name: string; role: string; photo?: ImageFile; bio?: string; profileUrl?: string }

/** A partnership or certification (content/en/badges/). */
export type Badge = { name: string; kind: 'partner' | 'certification'; image: ImageFile; url?: string }

/** One entry of a case study's solution, challenges, achievements or benefits list. */
/** A calendar date as YYYY-MM-DD; content.test.ts checks that it is a real one. */
export type IsoDate = `${number}-${number}-${number}`

export type CaseStudyItem = { id: string; title: string; description: string }

export type StorySummary = {
  slug: string
  title: string
  desc: string
  industry: string
  region: string
  /** The headline result, shown on cards: one of the spec's figures where the story has one. */
  result: string
  image: string
}

export type MenuItem = { name: string; path: Path }

/** A success story: the summary fields above plus the detail page. */
export type CaseStudy = StorySummary & {
  /**
   * The browser-tab and search-result title, for stories whose `title` is too long for one:
   * "Company | " plus this stays within 70 characters. Headings, cards and social cards keep `title`.
   */
  seoTitle?: string
  /** 120 to 160 characters. */
  seoDescription: string
  /**
   * When the story was first published, as an ISO date (YYYY-MM-DD): the Article's datePublished
   * and the "Published" line on the page. Never after CONTENT_UPDATED (seo.ts).
   */
  published: IsoDate
  /** The anonymized client: industry and region, never a company name. */
  client: { description: string; size: string }
  /** The situation before the engagement, as paragraphs. */
  context: readonly string[]
  /** The spec figure this story owns, written exactly as the spec writes it. */
  figure: string
  duration: string
  solution: readonly CaseStudyItem[]
  challenges: readonly CaseStudyItem[]
  achievements: readonly CaseStudyItem[]
  benefits: readonly CaseStudyItem[]
  /** Registry slugs of the services involved. */
  services: readonly string[]
}

/** An address as schema.org's PostalAddress fields, for the contact page's structured data. */
export type PostalAddressParts = {
  streetAddress: string
  locality: string
  region?: string
  postalCode: string
  postOfficeBoxNumber?: string
  /** ISO 3166-1 alpha-2 code. */
  country: 'IN' | 'GB' | 'NL'
}

/** `lines` is the address as printed; `postal` the same address in fields (a test checks they agree). */
export type OfficeAddress = { label: string; lines: readonly string[]; postal: PostalAddressParts }

/** The spec's office contact: name, address, image; India also has registered, mailing and Noida addresses. */
export type Office = {
  name: 'India' | 'United Kingdom' | 'Netherlands'
  city: string
  address: OfficeAddress
  /** India's registered, mailing and Noida addresses. */
  otherAddresses: readonly OfficeAddress[]
  email: string
  phone: string
  hours: string
  image: string
}
