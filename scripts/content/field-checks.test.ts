// What a field's type asks of its value beyond its format: a path names a file under public/, a
// publication date is not after the site's "Content updated" date. Found by the type, in every
// collection, so a new field of such a type is checked without being listed. Each test breaks one
// copy of the real content.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { isoDate, publicFile, publicationDate, uploadedImage } from '../../app/content/schema/fields'
import { useContentCopy } from './content-copy-for-tests'
import { checkedFields } from './field-checks'
import { CONTENT_DIR } from './generate-content'

const content = useContentCopy()

const SERVICE = `${CONTENT_DIR}/services/machine-learning.yaml`
const STORY = `${CONTENT_DIR}/stories/optimizing-datalab-hpc-for-enhanced-performance-and-user-experience.md`
const POLICY = `${CONTENT_DIR}/pages/privacy-policy.yaml`
// A page whose hero shows an illustration (a legal page's plain header has none).
const BROCHURES = `${CONTENT_DIR}/pages/brochures.yaml`

/** Sets one front-matter line of a story in the copy (`published: 2026-11-27`), the rest as written. */
function setStoryField(file: string, field: string, value: string) {
  const text = readFileSync(join(content.dir(), file), 'utf8')
  const changed = text.replace(new RegExp(`^${field}: .*$`, 'm'), `${field}: ${value}`)
  expect(changed, `${file} has a ${field} line`).not.toBe(text)
  writeFileSync(join(content.dir(), file), changed)
}

/** An SVG of the given size in the copy's public/images/uploads/. */
function upload(name: string, width: number, height: number) {
  mkdirSync(join(content.dir(), 'public/images/uploads'), { recursive: true })
  writeFileSync(join(content.dir(), 'public/images/uploads', name), `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`)
  return `/images/uploads/${name}`
}

describe('files a content field names', () => {
  it('stop generation when a service, story, page, home or office image names no file under public/', () => {
    content.edit(SERVICE, (document) => document.setIn(['img'], '/images/services/no-such-file.svg'))
    setStoryField(STORY, 'image', '/images/stories/no-such-file.png')
    content.edit(BROCHURES, (document) => document.setIn(['hero', 'image'], '/images/pages/no-such-file.svg'))
    content.edit(`${CONTENT_DIR}/home.yaml`, (document) => document.setIn(['contactCard', 'img'], '/images/no-such-file.svg'))
    content.edit(`${CONTENT_DIR}/offices/india.yaml`, (document) => document.setIn(['image'], '/images/offices/no-such-file.svg'))
    const problems = content.problems()
    expect(problems).toContain(`${SERVICE}: img: no file public/images/services/no-such-file.svg: upload it or correct the path`)
    expect(problems).toContain(`${STORY}: image: no file public/images/stories/no-such-file.png: upload it or correct the path`)
    expect(problems).toContain(`${BROCHURES}: hero.image: no file public/images/pages/no-such-file.svg: upload it or correct the path`)
    expect(problems).toContain(`${CONTENT_DIR}/home.yaml: contactCard.img: no file public/images/no-such-file.svg: upload it or correct the path`)
    expect(problems).toContain(`${CONTENT_DIR}/offices/india.yaml: image: no file public/images/offices/no-such-file.svg: upload it or correct the path`)
  })

  it('report an uploaded image that is missing once, with its field', () => {
    content.edit(`${CONTENT_DIR}/testimonials/financial-services-firm.yaml`, (document) => document.setIn(['photo'], '/images/uploads/missing.jpg'))
    const problems = content.problems().split('\n')
    expect(problems.filter((line) => line.includes('missing.jpg')).map((line) => line.trim())).toEqual([
      `${CONTENT_DIR}/testimonials/financial-services-firm.yaml: photo: no file public/images/uploads/missing.jpg: upload it or correct the path`,
    ])
  })

  it('stop generation when a path leads out of public/', () => {
    content.edit(SERVICE, (document) => document.setIn(['img'], '/../content/en/home.yaml'))
    expect(content.problems()).toContain(`${SERVICE}: img: /../content/en/home.yaml is outside public/: write the path from public/, like /images/name.svg`)
  })

  it('give every image a content file names its width and height, read from the file', () => {
    const wide = upload('wide-story.svg', 1200, 800)
    setStoryField(STORY, 'image', wide)
    const sizes = content.generated('image-sizes') as Record<string, { width: number; height: number }>
    expect(sizes[wide]).toEqual({ width: 1200, height: 800 })
    expect(sizes['/images/services/machine-learning.svg']).toEqual({ width: 480, height: 270 })
    expect(sizes['/images/services/contact.svg']).toEqual({ width: 480, height: 270 })
    expect(sizes['/images/offices/india.svg']).toEqual({ width: 480, height: 270 })
  })
})

describe('publication dates', () => {
  const contentUpdated = () => (content.generated('settings') as { contentUpdated: string }).contentUpdated

  it('move the site’s "Content updated" date forward to a story published after it, so the build takes it', () => {
    content.edit(`${CONTENT_DIR}/settings.yaml`, (document) => document.setIn(['contentUpdated'], '2026-11-01'))
    setStoryField(STORY, 'published', '2026-11-27')
    expect(content.problems()).toBe('')
    expect(contentUpdated()).toBe('2026-11-27')
  })

  it('do the same for a page’s "Last updated" date', () => {
    content.edit(`${CONTENT_DIR}/settings.yaml`, (document) => document.setIn(['contentUpdated'], '2026-11-01'))
    content.edit(POLICY, (document) => document.setIn(['blocks', 0, 'updated'], '2026-12-01'))
    expect(contentUpdated()).toBe('2026-12-01')
  })

  it('leave a later "Content updated" date as written', () => {
    content.edit(`${CONTENT_DIR}/settings.yaml`, (document) => document.setIn(['contentUpdated'], '2027-01-15'))
    setStoryField(STORY, 'published', '2026-11-27')
    expect(contentUpdated()).toBe('2027-01-15')
  })
})

describe('checkedFields', () => {
  const block = z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('picture'), image: uploadedImage }),
    z.object({ kind: z.literal('icon'), image: z.string() }),
  ])
  const schema = z.object({
    cover: publicFile.optional(),
    cards: z.array(z.object({ img: publicFile, title: z.string() })),
    blocks: z.array(block),
    published: publicationDate(isoDate),
    changed: isoDate,
  })

  it('finds the file and date fields at any depth by their type, in the member of a union the value matches', () => {
    const data = schema.parse({
      cards: [{ img: '/images/a.svg', title: 'A' }],
      blocks: [
        { kind: 'icon', image: 'rocket' },
        { kind: 'picture', image: '/images/b.png' },
      ],
      published: '2026-01-02',
      changed: '2026-01-03',
    })
    expect(checkedFields(schema, data)).toEqual([
      { check: 'public-file', path: ['cards', 0, 'img'], value: '/images/a.svg' },
      { check: 'public-file', path: ['blocks', 1, 'image'], value: '/images/b.png' },
      { check: 'publication-date', path: ['published'], value: '2026-01-02' },
    ])
  })

  it('finds a field of a type derived from a checked one', () => {
    const derived = z.object({ logo: publicFile.describe('a logo').refine((path) => path.endsWith('.svg')) })
    expect(checkedFields(derived, { logo: '/images/logo.svg' })).toEqual([{ check: 'public-file', path: ['logo'], value: '/images/logo.svg' }])
  })
})
