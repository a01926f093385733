import type { MetaDescriptor } from 'react-router'

/** What a prerendered page's loader returns: its head tags and its body as markup. */
export type StaticPageData = { meta: MetaDescriptor[]; html: string }

/** A route's `meta`: the tags its loader built, so the builders stay out of client code. */
export function loaderMeta({ loaderData }: { loaderData?: { meta: MetaDescriptor[] } }): MetaDescriptor[] {
  return loaderData?.meta ?? []
}
