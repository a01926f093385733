import type { headerMessages as english } from '../en/header'

export const headerMessages: typeof english = {
  skipLink: 'Naar de inhoud',
  homeLink: (company: string) => `${company}, naar de homepage`,
  mainNavigation: 'Hoofdmenu',
  services: 'Diensten',
  products: 'Producten',
  opensInNewTab: '(opent in een nieuw tabblad)',
  letsTalk: 'Laten we praten',
  search: 'Zoeken',
  searchTheSite: 'Zoeken op de site',
  openMenu: 'Menu openen',
  closeMenu: 'Menu sluiten',
  menu: 'Menu',
  siteMenu: 'Sitemenu',
  mobileNavigation: 'Mobiel menu',
  scrollToTop: 'Terug naar boven',
}
