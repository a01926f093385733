import { type SettingsFile, settingsSchema } from '../../../app/content/schema/settings'
import { analyticsBuild } from '../../../app/lib/analytics/analytics-build'
import { defineCollection } from '../collection'

// The generated settings.json is grouped by what each part of the site needs. What the browser's
// code reads is also written as files of its own, each imported whole: brand.json (header and
// booking dialog, every page), site.json and not-found.json (the not-found page builds its meta
// tags in the browser). One JSON module cannot be split between chunks, and Node (Playwright's
// specs import these modules) allows no named imports from JSON, so a file per consumer is how
// the first-view script (a tight budget) carries only what it uses.
export const settings = defineCollection({
  name: 'settings',
  singleFile: true,
  schema: settingsSchema,
  output: ([entry]) => settingsOutput(entry!.data),
  extraFiles([entry]) {
    const { brand, defaultSiteUrl, site, notFound, analytics } = settingsOutput(entry!.data)
    return { brand, site: { defaultUrl: defaultSiteUrl, ...site }, 'not-found': notFound, analytics }
  },
})

export function settingsOutput({ companyName, bookingUrl, siteUrl, companyFigures, contentUpdated, notFound, analytics, ...site }: SettingsFile) {
  return {
    /** The build's view of the analytics settings: analytics.json, read by the build and the privacy policy. */
    analytics: analyticsBuild(analytics, site),
    brand: { name: companyName, bookingUrl },
    /** The address to use when SITE_URL is not set at build time. */
    defaultSiteUrl: siteUrl,
    site,
    companyFigures,
    contentUpdated,
    notFound,
  }
}

export type SettingsRecord = ReturnType<typeof settingsOutput>
