// Company-wide settings, written in content/en/settings.yaml (the name and booking page reach the
// browser through brand.ts). SITE_URL is read at build time so canonical URLs, the sitemap and
// social tags point at the real host.
import siteSettings from '../generated/content/site.json' with { type: 'json' }
import { brand } from './brand'

const { defaultUrl, ...settings } = siteSettings

function readSiteUrl(): string {
  const fromEnv = typeof process !== 'undefined' ? process.env?.SITE_URL : undefined
  return (fromEnv && fromEnv.trim() !== '' ? fromEnv : defaultUrl).replace(/\/+$/, '')
}

export const site = {
  name: brand.name,
  ...settings,
  url: readSiteUrl(),
  bookingUrl: brand.bookingUrl,
}

export type SocialNetwork = (typeof site.social)[number]['name']
