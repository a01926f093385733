import navigationFile from '../generated/content/navigation.json' with { type: 'json' }
import { offices } from './offices'
import type { NavigationFile } from './schema/navigation'
import { services } from './services'
import { site } from './site'
import type { MenuItem } from './types'

// Menus and footer links from content/en/navigation.yaml; the services menu follows the services'
// order, the blog link the blog address in settings.yaml, the footer's offices the offices.
const content = navigationFile as NavigationFile

export const serviceMenu: readonly MenuItem[] = services.map(({ name, path }) => ({ name, path }))

export const productMenu: readonly MenuItem[] = content.productMenu

/** Top-level links after the two dropdowns, in the spec's order. Blog is external. */
export const primaryLinks = {
  home: content.primaryLinks.home,
  blog: { name: content.primaryLinks.blog.name, href: site.blogUrl },
  rest: content.primaryLinks.rest,
} satisfies {
  home: MenuItem
  blog: { name: string; href: string }
  rest: readonly MenuItem[]
}

/** Everything the header and the mobile menu link to; the layout's loader hands it to them. */
export const headerNav = { services: serviceMenu, products: productMenu, primary: primaryLinks }

export type HeaderNav = typeof headerNav

export const footerCompanyLinks: readonly MenuItem[] = content.footerCompanyLinks

export const footerSolutionLinks: readonly MenuItem[] = content.footerSolutionLinks

/** A short line per office for the footer (city and region); full addresses are on the contact page. */
export const officeSummary = offices.map(({ country, city, cityName, address: { postal } }) => {
  const locality = postal.locality === city ? cityName : postal.locality
  return { country, city: postal.region ? `${locality}, ${postal.region}` : locality }
})
