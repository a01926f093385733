import { data } from 'react-router'

import { PageHero } from '~/components/sections/page-hero'
import { getPageIntro } from '~/content/pages'
import { buildMeta } from '~/lib/meta'

import type { Route } from './+types/info-page'

export function loader({ url }: Route.LoaderArgs) {
  const page = getPageIntro(url.pathname)
  if (!page) throw data(null, { status: 404, statusText: 'Not Found' })
  return { page }
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { page } = loaderData
  return buildMeta({ title: page.title, description: page.seoDescription, path: page.path })
}

export default function InfoPageRoute({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  return <PageHero eyebrow={page.eyebrow} heading={page.heading} intro={page.intro} />
}
