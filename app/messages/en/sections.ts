// The words the page sections type themselves around the content's copy: section labels, card and
// list chrome, hidden labels for screen readers. Rendered at prerender only (StaticHtml regions).

/** "Noida, London and Amsterdam": a list as the site's prose writes one, without a serial comma. */
const inWords = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

export const sectionMessages = {
  opensInNewTab: '(opens in a new tab)',
  /** The booking button's label where a page names none. */
  bookCall: 'Book a call',
  /** Before a numbered step's title, for screen readers. */
  step: (number: number) => `Step ${number}: `,
  faq: { eyebrow: 'FAQ', title: 'Frequently Asked Questions' },
  serviceCards: { talkToEngineer: 'Talk to an engineer', learnMore: 'Learn more' },
  serviceHero: {
    onRecord: 'On record',
    whatWeMeasure: 'What we measure',
    successStory: (client: string) => `Success story: ${client}`,
  },
  document: { lastUpdated: 'Last updated:', text: 'Policy text', contents: 'Contents' },
  badges: { partner: 'Partner', certification: 'Certification', verify: (name: string) => `Verify ${name}` },
  brochures: {
    cover: (title: string) => `Cover of the ${title} brochure`,
    pages: (count: number) => `${count} pages`,
    kilobytes: (amount: string) => `${amount} KB`,
    megabytes: (amount: string) => `${amount} MB`,
    download: 'Download',
    edition: (paper: string) => `${paper} edition`,
    editionOf: (title: string) => `of ${title}`,
  },
  team: { profile: 'Profile', profileOf: (name: string) => `of ${name}` },
  marquee: { pause: 'Pause logo animation' },
  officesMap: (cities: readonly string[]) => `Our offices in ${inWords(cities)}. Select a city for its address and contacts.`,
  timeline: (first: string, last: string) => `Milestones, ${first} to ${last}`,
  /** A solution page's "If …, choose …" links; the situation is content, written to follow "If". */
  choice: { situation: (situation: string) => `If ${situation}`, choose: ', choose ' },
  /** Above a phone's sideways row of cards: "2 / 6", read as "Card 2 of 6". */
  snapRow: { card: 'Card', of: 'of', previous: 'Previous card', next: 'Next card' },
  siteMap: {
    headings: { services: 'Services', pages: 'Solutions, products and company', stories: 'Success stories', roles: 'Open roles' },
    home: 'Home',
    intro: 'Every page of the site, by kind. With JavaScript on, the search button at the top of every page finds words inside them.',
    description: (company: string) =>
      `Every page of the ${company} site in one list: the 15 services, the solution, product and company pages, the success stories and the open roles.`,
  },
  /** Cities as the edition writes them, where that differs from the office file's `city` (which names the careers page of the office). */
  cityNames: { London: 'London' } as Record<string, string>,
  /** The closing band's second button where a page names none (app/content/closing-cta.ts). */
  /** A contact point's name in structured data (app/lib/seo/json-ld.ts): the office by its country. */
  officeContactName: (country: string) => `${country} office`,
  contactOffices: 'Contact our offices',
}
