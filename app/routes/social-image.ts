import { renderSocialCard, socialCardPath } from '~/lib/seo/social-card.server'

import type { Route } from './+types/social-image'

// A resource route: prerendering writes each page's social card to build/client/social/<name>.png
// (the names come from socialImageName in app/content/seo.ts).
export async function loader({ params }: Route.LoaderArgs) {
  const name = /^(?<name>[a-z0-9-]+)\.png$/.exec(params.file)?.groups?.name
  const path = name ? socialCardPath(name) : undefined
  if (!path) throw new Response('Not Found', { status: 404 })
  const bytes = await renderSocialCard(path)
  return new Response(bytes, {
    headers: { 'Content-Type': 'image/png', 'Content-Length': String(bytes.length) },
  })
}
