import type { sectionMessages as english } from '../en/sections'

/** "Noida, Londen en Amsterdam". */
const inWords = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`)

export const sectionMessages: typeof english = {
  opensInNewTab: '(opent in een nieuw tabblad)',
  bookCall: 'Plan een gesprek',
  step: (number: number) => `Stap ${number}: `,
  faq: { eyebrow: 'FAQ', title: 'Veelgestelde vragen' },
  serviceCards: { talkToEngineer: 'Praat met een engineer', learnMore: 'Meer informatie' },
  serviceHero: {
    onRecord: 'Uit de praktijk',
    whatWeMeasure: 'Wat we meten',
    successStory: (client: string) => `Succesverhaal: ${client}`,
  },
  document: { lastUpdated: 'Laatst bijgewerkt:', text: 'Tekst van het beleid', contents: 'Inhoud' },
  badges: { partner: 'Partner', certification: 'Certificering', verify: (name: string) => `${name} controleren` },
  brochures: {
    cover: (title: string) => `Omslag van de brochure ${title}`,
    pages: (count: number) => `${count} pagina's`,
    kilobytes: (amount: string) => `${amount} kB`,
    megabytes: (amount: string) => `${amount} MB`,
    download: 'Downloaden',
    edition: (paper: string) => `Editie ${paper}`,
    editionOf: (title: string) => `van ${title}`,
  },
  team: { profile: 'Profiel', profileOf: (name: string) => `van ${name}` },
  marquee: { pause: 'Logo-animatie pauzeren' },
  officesMap: (cities: readonly string[]) => `Onze kantoren in ${inWords(cities)}. Kies een stad voor het adres en de contactgegevens.`,
  timeline: (first: string, last: string) => `Mijlpalen van ${first} tot ${last}`,
  choice: { situation: (situation: string) => `Als ${situation}`, choose: ', kies ' },
  snapRow: { card: 'Kaart', of: 'van', previous: 'Vorige kaart', next: 'Volgende kaart' },
  siteMap: {
    headings: { services: 'Diensten', pages: 'Oplossingen, producten en bedrijf', stories: 'Succesverhalen', roles: 'Vacatures' },
    home: 'Home',
    intro: "Alle pagina's van de site, per soort. Met JavaScript aan vindt de zoekknop bovenaan elke pagina ook de woorden die erin staan.",
    description: (company: string) =>
      `Alle pagina's van de site van ${company} in één lijst: de 15 diensten, de pagina's over oplossingen, producten en het bedrijf, de succesverhalen en de vacatures.`,
  },
  officeContactName: (country: string) => `Kantoor ${country}`,
  contactOffices: 'Bel of mail een kantoor',
  cityNames: { London: 'Londen' },
}
