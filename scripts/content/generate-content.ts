// Turns the content files into the data the site imports: every collection read and checked
// against its schema, the cross-references between collections checked, and the result written to
// app/generated/content/<collection>.json. Any problem stops the build (and `npm run dev`) with one
// line per file and field. Run by content-plugin.ts whenever Vite or Vitest starts, and again in dev
// when a content file changes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

import { type ServiceFile, serviceSchema } from '../../app/content/schema/service'
import { storySlugs } from '../../app/content/story-slugs'
import { ContentError } from './content-error'
import { type ContentEntry, readCollection } from './read-content'

/** The edition the site builds. A Dutch edition is a sibling folder, content/nl/. */
export const CONTENT_LOCALE = 'en'
export const CONTENT_DIR = `content/${CONTENT_LOCALE}`
export const GENERATED_DIR = join('app', 'generated', 'content')
/** The spec's number of services (16 home cards: these and the Realm product). */
export const SERVICE_COUNT = 15

export type ServiceRecord = ServiceFile & { slug: string }

/** Reads, checks and writes every collection; throws a ContentError listing every problem. */
export function generateContent(projectDir: string) {
  const services = readCollection(projectDir, `${CONTENT_DIR}/services`, serviceSchema)
  const problems = [...services.problems, ...checkServices(services.entries, { allFilesRead: services.problems.length === 0 })]
  if (problems.length) throw new ContentError(problems)

  const records: ServiceRecord[] = services.entries
    .toSorted((a, b) => a.data.order - b.data.order)
    .map(({ slug, data }) => ({ slug, ...data }))
  writeIfChanged(join(projectDir, GENERATED_DIR, 'services.json'), `${JSON.stringify(records, null, 1)}\n`)
}

/** What one service file cannot know: its place among the others and the stories it cites. */
export function checkServices(entries: readonly ContentEntry<ServiceFile>[], { allFilesRead = true } = {}): string[] {
  const problems: string[] = []
  const seen = { path: new Map<string, string>(), order: new Map<number, string>() }
  for (const { file, data } of entries) {
    const samePath = seen.path.get(data.path.toLowerCase())
    if (samePath) problems.push(`${file}: path: ${data.path} is already the path of ${samePath}`)
    seen.path.set(data.path.toLowerCase(), file)
    const sameOrder = seen.order.get(data.order)
    if (sameOrder) problems.push(`${file}: order: ${data.order} is already the order of ${sameOrder}`)
    seen.order.set(data.order, file)
    data.proof.stories.forEach((story, i) => {
      if (!(storySlugs as readonly string[]).includes(story)) {
        problems.push(`${file}: proof.stories[${i}]: no success story "${story}" (stories: ${storySlugs.join(', ')})`)
      }
    })
  }
  // A broken file is already reported; counting without it would only repeat that.
  if (allFilesRead && entries.length !== SERVICE_COUNT) {
    problems.push(`${CONTENT_DIR}/services: ${entries.length} services, but the site has ${SERVICE_COUNT} (16 home cards with Realm)`)
  }
  return problems
}

/** Writes a file only when its content changed, so watchers and the build cache stay quiet. */
function writeIfChanged(file: string, content: string) {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

export { ContentError }
