import { isTechnologyLogo } from '~/content/technology-logos'
import { technologyLogoSvg } from '~/lib/documents/technology-logo-svg.server'

import type { Route } from './+types/technology-logo'

// A resource route: prerendering writes every listed technology logo to build/client/logos/<slug>.svg.
export function loader({ params }: Route.LoaderArgs) {
  const slug = /^(?<slug>[a-z0-9]+)\.svg$/.exec(params.file)?.groups?.slug
  if (!slug || !isTechnologyLogo(slug)) throw new Response('Not Found', { status: 404 })
  return new Response(technologyLogoSvg(slug), { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } })
}
