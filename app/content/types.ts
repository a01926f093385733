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

export type Quotation = {
  quote: string
  clientName: string
  position: string
}

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

export type PageIntro = {
  path: Path
  title: string
  heading: string
  eyebrow: string
  intro: readonly string[]
  seoDescription: string
}

export type MenuItem = { name: string; path: Path }
