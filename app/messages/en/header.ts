// The header, its menus and the mobile menu, the skip link and every "Let's Talk" (app/components/layout/).
export const headerMessages = {
  skipLink: 'Skip to content',
  homeLink: (company: string) => `${company} home`,
  mainNavigation: 'Main',
  services: 'Our Services',
  products: 'Our Products',
  opensInNewTab: '(opens in a new tab)',
  letsTalk: "Let's Talk",
  search: 'Search',
  searchTheSite: 'Search the site',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menu: 'Menu',
  siteMenu: 'Site menu',
  mobileNavigation: 'Mobile',
  scrollToTop: 'Scroll to top',
}
