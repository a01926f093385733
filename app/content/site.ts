// Company-wide settings. Rename the company or move hosts here (the name and booking page in
// brand.ts); everything else reads these values. SITE_URL is read at build time so canonical URLs,
// the sitemap and social tags point at the real host.

import { brand } from './brand'

const DEFAULT_SITE_URL = 'https://www.stratora.example'

function readSiteUrl(): string {
  const fromEnv = typeof process !== 'undefined' ? process.env?.SITE_URL : undefined
  return (fromEnv && fromEnv.trim() !== '' ? fromEnv : DEFAULT_SITE_URL).replace(/\/+$/, '')
}

export const site = {
  name: brand.name,
  legalName: 'Stratora Technologies Pvt. Ltd.',
  url: readSiteUrl(),
  tagline: 'Cloud, data and AI engineering for teams that ship',
  description:
    'Stratora designs, builds and runs cloud platforms, data and AI systems and custom software for startups and enterprises across India, the UK and Europe.',
  blogUrl: 'https://blog.stratora.example',
  careersUrl: 'https://blog.stratora.example/careers',
  bookingUrl: brand.bookingUrl,
  email: 'hello@stratora.example',
  privacyEmail: 'privacy@stratora.example',
  phone: '+91 120 456 7800',
  foundedYear: 2020,
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/stratora-example' },
    { name: 'GitHub', href: 'https://github.com/stratora-example' },
    { name: 'YouTube', href: 'https://www.youtube.com/@stratora-example' },
  ],
} as const

export type SocialNetwork = (typeof site.social)[number]['name']

/** Origin of the booking service: the only host the site may frame. */
export const BOOKING_ORIGIN = new URL(site.bookingUrl).origin
