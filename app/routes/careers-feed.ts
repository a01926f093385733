import { openJobs } from '~/content/jobs'
import { renderCareersFeed } from '~/lib/seo/careers-feed'

// A resource route: prerendering writes its response to build/client/careers/feed.xml.
export function loader() {
  return new Response(renderCareersFeed(openJobs), {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8' },
  })
}
