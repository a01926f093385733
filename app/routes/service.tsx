import { data } from 'react-router'

import { PageHero } from '~/components/sections/page-hero'
import { getServiceByPath } from '~/content/services'
import { buildMeta } from '~/lib/meta'

import type { Route } from './+types/service'

// Runs at build time (prerender): each service page's data ships as its own file.
export function loader({ url }: Route.LoaderArgs) {
  const service = getServiceByPath(url.pathname)
  if (!service) throw data(null, { status: 404, statusText: 'Not Found' })
  return { service }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { service } = loaderData
  return buildMeta({ title: service.name, description: service.seoDescription, path: service.path })
}

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData
  return <PageHero eyebrow="Our services" heading={service.name} intro={[service.desc]} />
}
