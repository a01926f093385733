import { careersMessages } from '../messages/edition/careers'
import type { Job } from './jobs'
import type { SettingsFile } from './schema/settings'
import { site } from './site'

// How a candidate applies for a role: the role's own route, else the site's default in settings
// (careers.applyUrl, else careers.email). Either way the form is elsewhere, so the JobPosting's
// directApply is false.

// Typed by the schema: the generated JSON's own type has no field a file leaves out (applyUrl).
const careers: SettingsFile['careers'] = site.careers

export type ApplyByEmail = { kind: 'email'; email: string; href: `mailto:${string}` }
export type ApplyRoute = { kind: 'url'; href: string } | ApplyByEmail

export function howToApply(job: Pick<Job, 'apply' | 'title' | 'office'>): ApplyRoute {
  const url = job.apply?.url ?? (job.apply?.email ? undefined : careers.applyUrl)
  if (url) return { kind: 'url', href: url }
  return applyByEmail(job.apply?.email ?? careers.email, careersMessages.applicationSubject(job.title, job.office.cityName))
}

/** Where an application for no particular role goes (the careers page's open application). */
export function openApplication(): ApplyByEmail {
  return applyByEmail(careers.email, careersMessages.openApplicationSubject)
}

function applyByEmail(email: string, subject: string): ApplyByEmail {
  return { kind: 'email', email, href: `mailto:${email}?subject=${encodeURIComponent(subject)}` }
}
