// The footer on every page (app/components/layout/site-footer.tsx).
export const footerMessages = {
  offices: 'Offices',
  services: 'Services',
  solutions: 'Solutions',
  company: 'Company',
  followUs: 'Follow us',
  allRightsReserved: 'All rights reserved.',
  privacyPolicy: 'Privacy policy',
  cookieSettings: 'Cookie settings',
  opensInNewTab: '(opens in a new tab)',
}
