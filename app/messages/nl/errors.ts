import type { errorMessages as english } from '../en/errors'

export const errorMessages: typeof english = {
  loading: 'Laden',
  title: 'Onverwachte fout in de applicatie!',
  goHome: 'Naar de homepage',
  unknown: 'Er ging iets mis bij het laden van deze pagina.',
  pageNotLoaded: (path: string) => `De pagina ${path} kon niet worden geladen. Controleer je verbinding en probeer het opnieuw.`,
}
