import type { notFoundMessages as english } from '../en/not-found'

export const notFoundMessages: typeof english = {
  title: 'Pagina niet gevonden',
  search: {
    title: 'Zoeken op de site',
    placeholder: "Diensten, verhalen, pagina's en vacatures",
    submit: 'Zoeken',
  },
  mostVisited: {
    title: 'Meest bezocht',
    services: { label: 'Onze diensten', note: 'Alle 15, van cloud en DevSecOps tot machine learning' },
    stories: { note: 'Resultaten van klanten, per branche en regio' },
    realm: { label: 'Realm', note: 'Ons AI-platform' },
    careers: { label: 'Werken bij', note: 'Vacatures en hoe we werven' },
    contact: { label: 'Contact', note: 'Kantoren, e-mail en telefoon' },
    siteMap: { label: 'Sitemap', note: "Alle pagina's van de site" },
  },
}
