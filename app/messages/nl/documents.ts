import type { documentMessages as english } from '../en/documents'

/** "Noida, Londen en Amsterdam". */
const inWords = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`)

const NUMBER_WORDS = ['Geen', 'Eén', 'Twee', 'Drie', 'Vier', 'Vijf', 'Zes', 'Zeven', 'Acht', 'Negen', 'Tien']

export const documentMessages: typeof english = {
  cover: {
    eyebrow: 'Dienstenbrochure',
    inside: 'In deze brochure',
    description: (layers: number, labels: string) =>
      `Illustratie: de gestapelde lagen van ons merkteken, groot getekend over een stippenraster, ${layers === 1 ? 'één laag' : `${layers} lagen`}, één per dienst in deze brochure, elk verbonden met een label met de naam van de dienst en pictogrammen van wat die biedt: ${labels}.`,
  },
  contents: {
    about: 'Over deze brochure',
    title: 'Inhoud',
    results: 'Succesverhalen waarin deze diensten zijn ingezet, met het cijfer dat elk project heeft verbeterd.',
    contact: (cities: readonly string[]) =>
      `De pagina van elke dienst online, een gesprek met een engineer en onze kantoren in ${inWords(cities)}.`,
    questions: 'Vragen tijdens het lezen?',
    ask: { before: 'Plan een gesprek met een engineer via', between: 'of schrijf naar', after: '.' },
  },
  service: {
    position: (number: number, count: number) => `Dienst ${number} van ${count}`,
    onRecord: 'Uit de praktijk',
    whatWeMeasure: 'Wat we meten',
    to: 'naar',
    fullPage: (service: string) => `De volledige pagina over ${service}, met antwoorden op veelgestelde vragen:`,
  },
  results: {
    eyebrow: 'Resultaten voor onze klanten',
    title: 'Wat deze diensten veranderden voor de teams waarmee we werkten',
    lead: (count: number) =>
      `${NUMBER_WORDS[count] ?? count} ${count === 1 ? 'project' : 'projecten'} uit onze succesverhalen waarin de diensten uit deze brochure zijn ingezet. We noemen klanten bij branche en regio; elk verhaal staat volledig op onze website.`,
    services: (names: string) => `Diensten: ${names}`,
    solution: 'De oplossing',
    achieved: 'Wat het project opleverde',
  },
  closing: {
    title: (company: string) => `Werk samen met ${company}`,
    eyebrow: 'Praat met een engineer',
    heading: 'Plan een gesprek of schrijf ons',
    lead: 'Neem ons mee door je systemen en doelen. We antwoorden met opties, risico’s en een globaal plan voor een eerste stap, op papier als je stuurgroep dat nodig heeft.',
    bookCall: 'Plan een gesprek',
    email: 'E-mail',
    phone: 'Telefoon',
    offices: 'Onze kantoren',
    servicesOnline: 'Elke dienst volledig online',
  },
}
