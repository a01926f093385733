import { getBrochureAsset } from '~/content/brochures'
import { renderBrochureCover } from '~/lib/documents/brochure-listing.server'
import { renderBrochure } from '~/lib/documents/brochure-pdf.server'

import type { Route } from './+types/brochure-file'

// A resource route: prerendering writes each brochure's PDFs (A4 `<slug>.pdf`, US Letter
// `<slug>-letter.pdf`) and the picture of its cover (`<slug>.webp`) to build/client/brochures/.
export async function loader({ params }: Route.LoaderArgs) {
  const asset = getBrochureAsset(params.file)
  if (!asset) throw new Response('Not Found', { status: 404 })
  const { bytes, type } =
    asset.kind === 'pdf'
      ? { bytes: (await renderBrochure(asset.brochure, asset.paper)).bytes, type: 'application/pdf' }
      : { bytes: (await renderBrochureCover(asset.brochure)).bytes, type: 'image/webp' }
  return new Response(bytes, { headers: { 'Content-Type': type, 'Content-Length': String(bytes.length) } })
}
