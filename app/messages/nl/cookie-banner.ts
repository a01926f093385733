import type { cookieBannerMessages as english } from '../en/cookie-banner'

export const cookieBannerMessages: typeof english = {
  label: 'Toestemming voor cookies',
  notice: 'Deze website gebruikt cookies om de gebruikerservaring te verbeteren.',
  measured: (provider: string) =>
    `Met Accepteren mogen we bezoeken meten met ${provider}: de pagina's die je bekijkt en de links die je volgt, nooit voor advertenties. Kies je Weigeren, dan meten we niets.`,
  notMeasured: 'We gebruiken geen analytics en geen advertenties: de enige cookie onthoudt dit antwoord.',
  privacyPolicy: 'Privacybeleid',
  decline: 'Weigeren',
  accept: 'Accepteren',
}
