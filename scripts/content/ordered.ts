// Collections whose files carry an `order` field (offices, brochures, testimonials): the site lists
// them in that order, so two files with the same order would be listed arbitrarily.
import type { ContentEntry } from './read-content'

type Ordered = { order: number }

/** One problem per file whose `order` another file already has. */
export function duplicateOrders(entries: readonly ContentEntry<Ordered>[]): string[] {
  const seen = new Map<number, string>()
  return entries.flatMap(({ file, data }) => {
    const same = seen.get(data.order)
    seen.set(data.order, file)
    return same ? [`${file}: order: ${data.order} is already the order of ${same}`] : []
  })
}

/** The entries with their slug, in `order`: what the site imports. */
export function inOrder<T extends Ordered>(entries: readonly ContentEntry<T>[]) {
  return entries.toSorted((a, b) => a.data.order - b.data.order).map(({ slug, data }) => ({ slug, ...data }))
}
