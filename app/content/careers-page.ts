import page from '../generated/content/careers.json' with { type: 'json' }
import { CAREERS_PATH } from './careers-paths'
import { resolveFigure } from './company-figures'
import type { CareersPageFile } from './schema/careers-page'

// The careers page's own copy, from content/en/careers.yaml, its company figures filled in. The
// roles are content/en/jobs/<slug>.yaml (jobs.ts).
const file = page as CareersPageFile

export const careersPage = {
  path: CAREERS_PATH,
  ...file,
  why: { ...file.why, figures: file.why.figures.map(resolveFigure) },
}
