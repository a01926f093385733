// The PDF brochures' own words around the content they print (app/documents/brochure/).

/** "Noida, London and Amsterdam": a list as the site's prose writes one, without a serial comma. */
const inWords = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)

/** Small counts in words, as running text writes them. */
const NUMBER_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten']

export const documentMessages = {
  cover: {
    eyebrow: 'Service brochure',
    inside: 'In this brochure',
    /** The artwork in words, for screen readers: the layers it draws and the labels they carry. */
    description: (layers: number, labels: string) =>
      `Artwork: the brand mark's stacked layers drawn large over a dot grid, ${layers === 1 ? 'one layer' : `${layers} layers`}, one per service in this brochure, each wired to a label with the service's name and icons of what it offers: ${labels}.`,
  },
  contents: {
    about: 'About this brochure',
    title: 'Contents',
    results: 'Success stories that used these services, with the figure each project moved.',
    contact: (cities: readonly string[]) => `Each service's page online, a call with an engineer, and our offices in ${inWords(cities)}.`,
    questions: 'Questions while you read?',
    /** "Book a call with an engineer at <booking page> or write to <email>." */
    ask: { before: 'Book a call with an engineer at', between: 'or write to', after: '.' },
  },
  service: {
    position: (number: number, count: number) => `Service ${number} of ${count}`,
    onRecord: 'On record',
    whatWeMeasure: 'What we measure',
    /** Between a result's two values: "3h to 1.5h" (the brochure's font has no arrow). */
    to: 'to',
    fullPage: (service: string) => `The full ${service} page, with answers to common questions:`,
  },
  results: {
    eyebrow: 'Results for our clients',
    title: 'What these services changed for the teams we worked with',
    lead: (count: number) =>
      `${NUMBER_WORDS[count] ?? count} ${count === 1 ? 'project' : 'projects'} from our success stories that used the services in this brochure. Clients are named by industry and region; each story is on our website in full.`,
    services: (names: string) => `Services: ${names}`,
    solution: 'The solution',
    achieved: 'What the project achieved',
  },
  closing: {
    title: (company: string) => `Work with ${company}`,
    eyebrow: 'Talk to an engineer',
    heading: 'Book a call, or write to us',
    lead: 'Walk us through your systems and goals. We reply with options, risks and a rough plan for a first step, in writing if your committee needs it.',
    bookCall: 'Book a call',
    email: 'Email',
    phone: 'Phone',
    offices: 'Our offices',
    servicesOnline: 'Each service in full, online',
  },
}
