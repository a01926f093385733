import { renderRobots } from '~/lib/seo/sitemap'

// A resource route: prerendering writes its response to build/client/robots.txt.
export function loader() {
  return new Response(renderRobots(), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  })
}
