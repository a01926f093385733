import { openJobs } from '~/content/jobs'
import { careersJson } from '~/lib/seo/careers-feed'

// A resource route: prerendering writes its response to build/client/careers/jobs.json.
export function loader() {
  return new Response(`${JSON.stringify(careersJson(openJobs), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  })
}
