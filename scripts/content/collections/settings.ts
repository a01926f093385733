import { type SettingsFile, settingsSchema } from '../../../app/content/schema/settings'
import { defineCollection } from '../collection'

// The generated settings.json is grouped by what each part of the site needs, one top-level key
// each: code imports single keys (`import { notFound } from ...settings.json`), and the bundler
// ships only the keys a page's code uses. The header and booking dialog, on every page, read
// brand.json, written apart so the first-view script (a tight budget) holds those two values alone.
export const settings = defineCollection({
  name: 'settings',
  singleFile: true,
  schema: settingsSchema,
  output: ([entry]) => settingsOutput(entry!.data),
  extraFiles: ([entry]) => ({ brand: settingsOutput(entry!.data).brand }),
})

export function settingsOutput({ companyName, bookingUrl, siteUrl, companyFigures, contentUpdated, notFound, ...site }: SettingsFile) {
  return {
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
