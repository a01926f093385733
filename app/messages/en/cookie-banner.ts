// The cookie banner (app/components/layout/cookie-banner.tsx).
export const cookieBannerMessages = {
  label: 'Cookie consent',
  notice: 'This website uses cookies to enhance the user experience.',
  /** What Accept means with a measurement provider configured. */
  measured: (provider: string) =>
    `Accept lets us measure visits with ${provider}: the pages you view and the links you use, never for advertising. Decline, and nothing is measured.`,
  /** What Accept means without one. */
  notMeasured: 'We run no analytics or advertising: the only cookie remembers this answer.',
  privacyPolicy: 'Privacy policy',
  decline: 'Decline',
  accept: 'Accept',
}
