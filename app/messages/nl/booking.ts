import type { bookingMessages as english } from '../en/booking'

export const bookingMessages: typeof english = {
  title: (company: string) => `Plan een gesprek met ${company}`,
  close: 'Boekingsvenster sluiten',
  frameTitle: (company: string) => `Agenda van ${company} om een gesprek te plannen`,
  loading: 'De agenda wordt geladen',
  slow: {
    title: 'Het laden van de agenda duurt langer dan normaal',
    body: 'Een browserextensie, een netwerkfilter van je organisatie of een trage verbinding met onze planningsdienst kan het ophouden. Je kunt nog steeds een gesprek plannen of ons op een andere manier bereiken.',
  },
  failed: {
    title: 'De agenda kon niet worden geladen',
    body: 'Onze planningsdienst kon de boekingspagina niet openen. Je kunt nog steeds een gesprek plannen of ons op een andere manier bereiken.',
  },
  openInNewTab: 'Open de boekingspagina in een nieuw tabblad',
  contactOffice: (city: string) => `Of neem contact op met ons kantoor in ${city}`,
  allOffices: 'Alle kantoren en contactgegevens',
  keepsLoading: 'De agenda laadt hier verder en komt in de plaats van dit bericht zodra die klaar is.',
  loaded: 'De agenda is geladen.',
  notWorking: 'Werkt de agenda niet?',
}
