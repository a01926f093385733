import type { MetaDescriptor } from 'react-router'

/** A route's `meta`: the tags its loader built at prerender, so the builders stay out of client code. */
export function loaderMeta({ loaderData }: { loaderData?: { meta: MetaDescriptor[] } }): MetaDescriptor[] {
  return loaderData?.meta ?? []
}
