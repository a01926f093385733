// Counts the specification fixes for particular service pages. A file that drifts from one fails
// the build like any other content mistake, naming the file and the field.
import type { ServiceFile } from '../../../app/content/schema/service'
import type { ContentEntry } from '../read-content'

type SpecCount = { service: string; field: string; count: number; actual: (service: ServiceFile) => number | undefined }

const extraItems = (service: ServiceFile, id: string) => {
  const section = service.extraSections?.find((extra) => extra.id === id)
  return section && 'items' in section ? section.items.length : undefined
}

export const SPEC_COUNTS: readonly SpecCount[] = [
  { service: 'business-intelligence', field: 'faqs', count: 6, actual: (service) => service.faqs.length },
  { service: 'mobile-app-development', field: 'process.steps', count: 4, actual: (service) => service.process.steps.length },
  { service: 'mobile-app-development', field: 'benefits.items', count: 8, actual: (service) => service.benefits.items.length },
  { service: 'resourcing', field: 'extraSections[expertise].items', count: 10, actual: (service) => extraItems(service, 'expertise') },
]

export function specCountProblems(entries: readonly ContentEntry<ServiceFile>[]): string[] {
  return SPEC_COUNTS.flatMap(({ service, field, count, actual }) => {
    const entry = entries.find(({ slug }) => slug === service)
    if (!entry) return []
    const found = actual(entry.data)
    return found === count ? [] : [`${entry.file}: ${field}: the specification asks for ${count}, found ${found ?? 'none'}`]
  })
}
