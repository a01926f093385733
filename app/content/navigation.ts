import { services } from './services'
import { site } from './site'
import type { MenuItem } from './types'

export const serviceMenu: readonly MenuItem[] = services.map(({ name, path }) => ({ name, path }))

export const productMenu: readonly MenuItem[] = [{ name: 'Realm - An AI Platform', path: '/realm' }]

/** Top-level links after the two dropdowns, in the spec's order. Blog is external. */
export const primaryLinks = {
  home: { name: 'Home', path: '/' },
  blog: { name: 'Blog', href: site.blogUrl },
  rest: [
    { name: 'About Us', path: '/about' },
    { name: 'Contact Us', path: '/contactus' },
    { name: 'Success Stories', path: '/success-stories' },
  ],
} as const satisfies {
  home: MenuItem
  blog: { name: string; href: string }
  rest: readonly MenuItem[]
}

/** Everything the header and the mobile menu link to; the layout's loader hands it to them. */
export const headerNav = { services: serviceMenu, products: productMenu, primary: primaryLinks }

export type HeaderNav = typeof headerNav

export const footerCompanyLinks: readonly MenuItem[] = [
  { name: 'About Us', path: '/about' },
  { name: 'Success Stories', path: '/success-stories' },
  { name: 'Client and team stories', path: '/stories' },
  { name: 'Realm - An AI Platform', path: '/realm' },
  { name: 'Brochures', path: '/brochures' },
  { name: 'Contact Us', path: '/contactus' },
]

export const footerSolutionLinks: readonly MenuItem[] = [
  { name: 'For startups', path: '/startup' },
  { name: 'For enterprises', path: '/Enterprises' },
  { name: 'Private cloud', path: '/privatecloud' },
  { name: 'Public cloud', path: '/publicloud' },
  { name: 'Hybrid cloud', path: '/hybrid-cloud' },
  { name: 'HPC data lab', path: '/hpcdatalab' },
  { name: 'Disaster recovery', path: '/disaster-recovery' },
]

/** A short line per office for the footer; full addresses live on the contact page. */
export const officeSummary = [
  { country: 'India', city: 'Noida, Uttar Pradesh' },
  { country: 'United Kingdom', city: 'London' },
  { country: 'Netherlands', city: 'Amsterdam' },
] as const
