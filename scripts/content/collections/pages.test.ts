// A broken page file never reaches a visitor: each kind of mistake stops generation with the file
// and the field named. Each test breaks one copy of the real content.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'

import { CONTENT_DIR, GENERATED_DIR, generateContent } from '../generate-content'

const PROJECT_DIR = resolve(import.meta.dirname, '..', '..', '..')
const ABOUT = `${CONTENT_DIR}/pages/about.yaml`
const STARTUP = `${CONTENT_DIR}/pages/startup.yaml`
let project: string

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'content-pages-'))
  cpSync(join(PROJECT_DIR, 'content'), join(project, 'content'), { recursive: true })
})

afterEach(() => rmSync(project, { recursive: true, force: true }))

/** Edits one content file of the copy as a YAML document, keeping the rest of it as written. */
function edit(file: string, change: (document: ReturnType<typeof parseDocument>) => void) {
  const document = parseDocument(readFileSync(join(project, file), 'utf8'))
  change(document)
  writeFileSync(join(project, file), document.toString())
}

/** The index of the first block of a kind in a page file of the copy. */
function blockIndex(file: string, kind: string) {
  const page = parseDocument(readFileSync(join(project, file), 'utf8')).toJS() as { blocks: { kind: string }[] }
  const index = page.blocks.findIndex((block) => block.kind === kind)
  if (index < 0) throw new Error(`${file} has no ${kind} block`)
  return index
}

const problemsOf = () => {
  try {
    generateContent(project)
  } catch (error) {
    return (error as Error).message
  }
  return ''
}

describe('page files', () => {
  it('generate every page in order when the content is sound', () => {
    generateContent(project)
    const pages = JSON.parse(readFileSync(join(project, GENERATED_DIR, 'pages.json'), 'utf8')) as { path: string; order: number }[]
    expect(pages).toHaveLength(13)
    expect(pages.map((page) => page.order)).toEqual([...Array(13).keys()].map((i) => i + 1))
    expect(pages[0]!.path).toBe('/startup')
  })

  it('name the file and field of a missing required field', () => {
    const timeline = blockIndex(ABOUT, 'timeline')
    edit(ABOUT, (document) => document.deleteIn(['blocks', timeline, 'entries', 2, 'heading']))
    expect(problemsOf()).toContain(`${ABOUT}: blocks[${timeline}].entries[2].heading: required`)
  })

  it('name the file and field of a value of the wrong type', () => {
    const timeline = blockIndex(ABOUT, 'timeline')
    edit(ABOUT, (document) => document.setIn(['blocks', timeline, 'entries', 0, 'year'], 'twenty twenty'))
    expect(problemsOf()).toContain(`${ABOUT}: blocks[${timeline}].entries[0].year: Invalid input: expected number, received string`)
  })

  it('name the file and field of a block kind no section renders', () => {
    edit(ABOUT, (document) => document.setIn(['blocks', 1, 'kind'], 'carousel'))
    expect(problemsOf()).toContain(`${ABOUT}: blocks[1].kind: unknown block kind "carousel": use one of prose, icon-cards, lists,`)
  })

  it('name the file and field of a path another page or a service already has', () => {
    // Files are read in name order: about.yaml claims /about first, startup.yaml is the duplicate.
    edit(STARTUP, (document) => document.setIn(['path'], '/About'))
    expect(problemsOf()).toContain(`${STARTUP}: path: /About is already the path of ${ABOUT}`)
    edit(STARTUP, (document) => document.setIn(['path'], '/devsecops-as-a-service'))
    expect(problemsOf()).toContain(`${STARTUP}: path: /devsecops-as-a-service is already the path of the service ${CONTENT_DIR}/services/devsecops.yaml`)
  })

  it('name the page the spec requires when its file is gone', () => {
    rmSync(join(project, ABOUT))
    expect(problemsOf()).toContain("content/en/pages: no page has the path /about, which the spec's route list requires")
  })

  it('name the file and field of a link, anchor or story that does not exist', () => {
    const links = blockIndex(STARTUP, 'links')
    const stories = blockIndex(STARTUP, 'stories')
    edit(STARTUP, (document) => {
      document.setIn(['blocks', links, 'links', 1, 'path'], '/no-such-page')
      document.setIn(['blocks', stories, 'slugs', 0], 'no-such-story')
      document.setIn(['hero', 'secondaryCta', 'href'], '#no-such-block')
    })
    const problems = problemsOf()
    expect(problems).toContain(`${STARTUP}: blocks[${links}].links[1].path: no page "/no-such-page"`)
    expect(problems).toContain(`${STARTUP}: blocks[${stories}].slugs[0]: no success story "no-such-story"`)
    expect(problems).toContain(`${STARTUP}: hero.secondaryCta.href: no block on this page has the id "no-such-block"`)
  })

  it('name the file and field of a table row whose cells do not match the columns', () => {
    const file = `${CONTENT_DIR}/pages/enterprises.yaml`
    const table = blockIndex(file, 'table')
    edit(file, (document) => document.deleteIn(['blocks', table, 'rows', 0, 'cells', 0]))
    expect(problemsOf()).toMatch(new RegExp(`${file}: blocks\\[${table}\\]\\.rows\\[0\\]\\.cells: \\d+ cells, but the table has \\d+ columns`))
  })

  it('resolve a company figure by name only when the name exists', () => {
    const figures = blockIndex(ABOUT, 'figures')
    edit(ABOUT, (document) => document.setIn(['blocks', figures, 'figures', 0, 'companyFigure'], 'revenue'))
    expect(problemsOf()).toContain(`${ABOUT}: blocks[${figures}].figures[0]`)
  })
})
