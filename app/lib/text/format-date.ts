import { SITE_LANGUAGE } from '~/content/locale'

/**
 * "September 2026" for `2026-09-22`, in the site language: how a page shows when a story was
 * published. Read as UTC so the month never depends on the time zone of the machine that builds.
 */
export function monthAndYear(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(SITE_LANGUAGE, { month: 'long', year: 'numeric', timeZone: 'UTC' })
}

/** "November 27, 2026" for `2026-11-27`, in the site language: a role's posting and closing days. */
export function fullDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(SITE_LANGUAGE, { dateStyle: 'long', timeZone: 'UTC' })
}
