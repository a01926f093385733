import type { footerMessages as english } from '../en/footer'

export const footerMessages: typeof english = {
  offices: 'Kantoren',
  services: 'Diensten',
  solutions: 'Oplossingen',
  company: 'Bedrijf',
  followUs: 'Volg ons',
  allRightsReserved: 'Alle rechten voorbehouden.',
  privacyPolicy: 'Privacybeleid',
  cookieSettings: 'Cookie-instellingen',
  opensInNewTab: '(opent in een nieuw tabblad)',
}
