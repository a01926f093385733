import { getBrochure } from '~/content/brochures'
import { renderBrochure } from '~/lib/brochure-pdf.server'

import type { Route } from './+types/brochure-file'

// A resource route: prerendering writes its response to build/client/brochures/<slug>.pdf.
export async function loader({ params }: Route.LoaderArgs) {
  const slug = /^(?<slug>[a-z0-9-]+)\.pdf$/.exec(params.file)?.groups?.slug
  const brochure = slug ? getBrochure(slug) : undefined
  if (!brochure) throw new Response('Not Found', { status: 404 })
  const { bytes } = await renderBrochure(brochure)
  return new Response(bytes, {
    headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(bytes.length) },
  })
}
