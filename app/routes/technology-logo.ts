import { isTechnologyLogo } from '~/content/technology-logos'
import { technologyLogoPng } from '~/lib/documents/technology-logo-svg.server'

import type { Route } from './+types/technology-logo'

// A resource route: prerendering writes every listed technology logo to build/client/logos/<slug>.png.
export function loader({ params }: Route.LoaderArgs) {
  const slug = /^(?<slug>[a-z0-9]+)\.png$/.exec(params.file)?.groups?.slug
  if (!slug || !isTechnologyLogo(slug)) throw new Response('Not Found', { status: 404 })
  return new Response(new Uint8Array(technologyLogoPng(slug)), { headers: { 'Content-Type': 'image/png' } })
}
