import page from '../generated/content/careers.json' with { type: 'json' }
import { CAREERS_PATH } from './careers-paths'
import type { CareersPageFile } from './schema/careers-page'

// The careers page's own copy, from content/en/careers.yaml. The roles are content/en/jobs/<slug>.yaml (jobs.ts).
const file = page as CareersPageFile

export const careersPage = { path: CAREERS_PATH, ...file }
