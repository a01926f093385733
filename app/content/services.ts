import serviceRecords from '../generated/content/services.json' with { type: 'json' }
import type { ServiceRecord } from '../../scripts/content/generate-content'
import type { ServiceEntry } from './types'

// The service registry: routes, navigation, home cards and the sitemap all read this list, in the
// order the files give. Each service is one file, content/en/services/<slug>.yaml, checked against
// app/content/schema/service.ts when the site is built (scripts/content/generate-content.ts).
export const serviceFiles = serviceRecords as ServiceRecord[]

export const services: readonly ServiceEntry[] = serviceFiles.map(({ slug, path, name, desc, img, seoDescription }) => ({
  slug,
  path,
  name,
  desc,
  img,
  seoDescription,
}))

/** A service's file name without `.yaml`; which ones exist is checked when content is generated. */
export type ServiceSlug = string

export function getServiceByPath(pathname: string) {
  return services.find((service) => service.path === pathname)
}

export function getServiceBySlug(slug: string) {
  return services.find((service) => service.slug === slug)
}
