import { renderSitemap } from '~/lib/seo/sitemap'

// A resource route: prerendering writes its response to build/client/sitemap.xml.
export function loader() {
  return new Response(renderSitemap(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
