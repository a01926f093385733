import type { searchMessages as english } from '../en/search'

export const searchMessages: typeof english = {
  title: 'Zoeken op de site',
  placeholder: "Zoek diensten, verhalen, pagina's en vacatures",
  close: 'Sluiten',
  results: 'Resultaten',
  browse: { before: 'Of bekijk', link: "alle pagina's van de site", after: '.' },
  prompt: 'Typ een dienst, een technologie, een branche of een functie.',
  failed: "Zoeken kon niet worden geladen. Controleer je verbinding of bekijk hieronder alle pagina's van de site.",
  noMatch: (query: string) => `Geen pagina gevonden voor “${query}”. Probeer andere woorden.`,
  resultCount: (count: number) => (count === 1 ? '1 resultaat' : `${count} resultaten`),
  suggestions: 'Zoek je misschien:',
  noSuggestion: (query: string) => `Geen pagina gevonden voor “${query}”.`,
  kinds: { service: 'Dienst', story: 'Succesverhaal', page: 'Pagina', role: 'Vacature' },
}
