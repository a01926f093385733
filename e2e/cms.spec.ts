// The content editor end to end: `npm run cms`'s editor (scripts/cms/cms.mjs) on a copy of the
// repository's content in a temporary folder, driven through its real UI in Chromium. Edits are
// checked on disk, then through the same generation the build runs (generateContent), then on the
// pages of the preview `npm run cms` starts (react-router dev on the copy, which renders each page
// as a build would prerender it), so what an editor saves is what the site shows. The copy is
// never built: `npm test` builds the site once, and no spec builds it again. The real content files
// are never touched.
//
// The editor's local mode picks a folder with the browser's directory picker, which headless
// Chromium cannot answer: e2e/cms/fsa-shim.js stands in for it, backed by the editor server's
// test-only file API (CMS_TEST_FS_API=1, scripts/cms/test-fs-api.mjs).
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { BrowserContext, Locator, Page } from '@playwright/test'
import { parse } from 'yaml'

import { MARKDOWN_FORMAT_SAMPLES } from '../app/content/markdown-formats'
import { storySchema } from '../app/content/schema/story'
import { paragraphsOf } from '../scripts/content/read-content'
import { CONTENT_DIR, GENERATED_DIR, contentDirOf, generateContent, generatedDirOf } from '../scripts/content/generate-content'
import { freePort } from '../scripts/dev-tools/free-port.mjs'
import { expect, test } from './fixtures'
import { type DevServer, REPO_DIR, copyCode, copyContent, startDevServer } from './project-copy'
const SERVICE_FILE = `${CONTENT_DIR}/services/machine-learning.yaml`
const OLD_ANSWER = 'It depends on the problem more than on a fixed row count.'
const NEW_ANSWER = 'Less than most teams expect: the two-week data audit tells you exactly how much.'
const DUTCH_SERVICE_FILE = `${contentDirOf('nl')}/services/machine-learning.yaml`
const OLD_DUTCH_ANSWER = 'Dat hangt meer af van het probleem dan van een vast aantal rijen.'
const NEW_DUTCH_ANSWER = 'Minder dan de meeste teams denken: de data-audit van twee weken vertelt je precies hoeveel.'
const PREVIEW_ANSWER = 'Usually less than teams expect, and a two-week data audit settles it.'
const STORY_TITLE = 'Playwright Test Story for the Editor'
const STORY_SLUG = 'playwright-test-story-for-the-editor'
const STORY_FILE = `${CONTENT_DIR}/stories/${STORY_SLUG}.md`
const SETTINGS_FILE = `${CONTENT_DIR}/settings.yaml`
/** Pictures as an editor's camera or desktop names them: spaces, capitals. */
const UPLOAD_NAME = 'Warehouse Photo 2026.PNG'
const ABANDONED_NAME = 'First Try.png'
const UPLOADED_PATH = '/images/uploads/warehouse-photo-2026.png'
/** A 1 x 1 PNG: the build reads an uploaded picture's size from the file. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')

// One editor, one copy of the content: the tests run in order and build on each other.
test.describe.configure({ mode: 'serial' })

let project: string
let editor: ChildProcess | undefined
let origin: string
let context: BrowserContext
let page: Page
let preview: DevServer | undefined
/** Settles once the preview serves pages: '' then, or why it did not. Never rejects. */
let previewReady: Promise<string>
const external: string[] = []
/** Temporary files to remove once the editor is closed. */
const cleanups: (() => void)[] = []

const read = (file: string) => readFileSync(join(project, file), 'utf8')

/**
 * The lines a save changed, as [before, after] pairs; fails if it added or removed a line. An
 * editor's save must change only what the editor changed: same lines, same order, same quoting.
 */
function changedLines(before: string, after: string) {
  const [oldLines, newLines] = [before.split('\n'), after.split('\n')]
  expect(newLines, 'lines in the saved file').toHaveLength(oldLines.length)
  return newLines.flatMap((line, i) => (line === oldLines[i] ? [] : [[oldLines[i], line]]))
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(60_000)
  project = copyContent('cms-e2e-')
  // The editor refuses a folder that is not a git work tree, and stores uploads under public/.
  mkdirSync(join(project, '.git'))
  mkdirSync(join(project, 'public/images/uploads'), { recursive: true })

  // The preview: the site's code beside the copied content, and its dev server, which starts (and
  // compiles its first page) while the editor starts and the first test edits. The second test is
  // the first to wait for it.
  copyCode(project)
  preview = await startDevServer(project)
  previewReady = waitUntilServing(preview, '/machine-learning', 120_000)

  const port = await freePort()
  origin = `http://localhost:${port}`
  editor = spawn(process.execPath, [join(REPO_DIR, 'scripts/cms/cms.mjs')], {
    env: {
      ...process.env,
      CMS_PROJECT_DIR: project,
      CMS_PORT: String(port),
      CMS_NO_PREVIEW: '1',
      CMS_PREVIEW_URL: preview.origin,
      CMS_TEST_FS_API: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    editor!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Content editor:') && resolve())
    editor!.once('exit', (code) => reject(new Error(`the editor server exited with ${code}`)))
  })

  context = await browser.newContext({ viewport: { width: 1400, height: 1000 } })
  // Offline: every request to another host is refused, and recorded for the last test.
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (new URL(url).hostname === 'localhost') return route.continue()
    external.push(url)
    return route.abort()
  })
  await context.addInitScript({ path: join(REPO_DIR, 'e2e/cms/fsa-shim.js') })
  page = await context.newPage()
  await page.goto(`${origin}/admin/`)
  await page.getByRole('button', { name: /local repository/i }).click()
  await expect(page.getByText('Machine Learning as a Service').first()).toBeVisible({ timeout: 20_000 })
  await screenshot('cms-services.png')
})

test.afterAll(async () => {
  await context?.close()
  editor?.kill()
  preview?.process.kill()
  if (project) rmSync(project, { recursive: true, force: true })
  for (const cleanup of cleanups) cleanup()
})

test('an edited FAQ answer changes exactly that line, and the generated data has it', async () => {
  test.setTimeout(60_000)
  const before = read(SERVICE_FILE)
  await page.goto(`${origin}/admin/#/collections/services/entries/machine-learning`)
  const answer = await fieldWithValue(OLD_ANSWER)
  await answer.fill(NEW_ANSWER)
  await screenshot('cms-edit-faq.png', answer)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => read(SERVICE_FILE), { timeout: 10_000 }).not.toBe(before)

  const changed = changedLines(before, read(SERVICE_FILE))
  expect(changed).toEqual([[expect.stringContaining(OLD_ANSWER), `      - '${NEW_ANSWER}'`]])

  generateContent(project)
  const services = JSON.parse(read(`${GENERATED_DIR}/services.json`)) as { slug: string; faqs: { answers: string[] }[] }[]
  expect(services.find((service) => service.slug === 'machine-learning')?.faqs[0]?.answers).toEqual([NEW_ANSWER])
})

test('the Dutch edition is edited beside the English one: a Dutch answer changes exactly that line of the Dutch file', async () => {
  test.setTimeout(60_000)
  const englishBefore = read(SERVICE_FILE)
  const before = read(DUTCH_SERVICE_FILE)
  // From the list: right after a save the editor may still be reading the files back, and an entry's
  // address opened then shows an empty new entry.
  await page.goto(`${origin}/admin/#/collections/services`)
  await page.getByText('Machine Learning as a Service', { exact: true }).first().click()
  // Both languages side by side, each under its name; the Dutch one's paths and numbers are the English ones'.
  await expect(page.getByText('English', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('Dutch', { exact: true }).first()).toBeVisible()
  await screenshot('cms-editions.png')
  const answer = await fieldWithValue(OLD_DUTCH_ANSWER)
  await answer.fill(NEW_DUTCH_ANSWER)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => read(DUTCH_SERVICE_FILE), { timeout: 10_000 }).not.toBe(before)
  const changed = changedLines(before, read(DUTCH_SERVICE_FILE))
  expect(changed).toEqual([[expect.stringContaining(OLD_DUTCH_ANSWER), `      - '${NEW_DUTCH_ANSWER}'`]])
  expect(read(SERVICE_FILE)).toBe(englishBefore)
  generateContent(project)
  const services = JSON.parse(read(`${generatedDirOf('nl')}/services.json`)) as { slug: string; faqs: { answers: string[] }[] }[]
  expect(services.find((service) => service.slug === 'machine-learning')?.faqs[0]?.answers).toEqual([NEW_DUTCH_ANSWER])
})

test('Settings saved with only "Content updated" changed from its date picker changes that one line', async () => {
  test.setTimeout(90_000)
  const before = read(SETTINGS_FILE)
  // Today, unless the file already says today (content changed on the day the test runs): then the
  // day before, so the save has a line to change.
  const now = new Date()
  if (before.includes(`contentUpdated: ${now.toISOString().slice(0, 10)}`)) now.setUTCDate(now.getUTCDate() - 1)
  const picked = now.toISOString().slice(0, 10)
  // The English one: the Dutch pane shows the same date, read-only (copied from English on save).
  const date = page.getByLabel('Content updated', { exact: true }).and(page.locator(':not([readonly])'))
  await openEntry('settings', 'settings', date)
  await expect(date).toHaveAttribute('type', 'date')
  await date.fill(picked)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => read(SETTINGS_FILE), { timeout: 10_000 }).not.toBe(before)
  // Comments, spaces at the ends of values and every other line are as they were.
  const changed = changedLines(before, read(SETTINGS_FILE))
  expect(changed).toEqual([[expect.stringMatching(/^contentUpdated: /), `contentUpdated: ${picked}`]])
})

test('a new story with an uploaded image saves a valid file, and the preview lists it, gives it a page and a sitemap entry', async () => {
  test.setTimeout(180_000) // includes, at worst, the rest of the preview's start
  await openNewEntry('stories', 'Short description (cards and menus)')
  const box = (name: string) => page.getByRole('textbox', { name, exact: true }).first()
  await box('Title').fill(STORY_TITLE)
  await box('Short description (cards and menus)').fill('A story written through the editor by the end-to-end test.')
  await box('Industry').fill('Software')
  await box('Region').fill('Western Europe')
  await box('Result').fill('One file saved')
  await box('Search description (120 to 160 characters)').fill(
    'A success story written through the content editor by the end-to-end test, then checked against the story schema and listed on the site.',
  )
  await box('Figure').fill('One file saved')
  await box('Duration').fill('2 weeks')
  await page.getByRole('button', { name: 'Today' }).click()
  for (const list of ['Solution', 'Challenges', 'Achievements', 'Benefits']) {
    // Each new item lengthens the form under the next button; on a busy host a click could land
    // while that happens and add nothing (a CI run saw "0 Challenges"). Click until the list has
    // its item, and never twice once it has.
    const items = page.getByRole('group', { name: new RegExp(`^.?.?${list}.?.? Field$`) }).getByRole('button', { name: 'Remove' })
    await expect(async () => {
      if ((await items.count()) === 0) await page.getByRole('button', { name: new RegExp(`Add .?${list}`) }).click()
      await expect(items).toHaveCount(1, { timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
  }
  await fillEmptyListItems()
  await box('Size').fill('A small team')

  // One result with no starting value: the editor saves no `before`, and a decimal stays a decimal.
  await page.getByRole('button', { name: /Add .?Results/ }).click()
  await box('What was measured').fill('Time to a first saved file')
  await page.getByRole('spinbutton', { name: 'After (the result)' }).fill('1.5')
  await chooseOption('Unit', /^Hours \(1\.5h\)/)
  // Two options: the editor shows them as radio buttons rather than a drop-down.
  await page
    .getByRole('radiogroup', { name: 'Which way is better' })
    .getByRole('radio', { name: /^Lower is better/ })
    .click()

  // The image: uploaded through the image field's dialog, first a picture the editor then replaces
  // before saving (it must leave no file behind), then the one kept, whose name has spaces and
  // capitals (stored slugified).
  const uploads = mkdtempSync(join(tmpdir(), 'cms-uploads-'))
  // Different bytes: the editor takes a second upload of identical content as the first one.
  writeFileSync(join(uploads, ABANDONED_NAME), Buffer.concat([PNG, Buffer.from('first try')]))
  writeFileSync(join(uploads, UPLOAD_NAME), PNG)
  await uploadImage(join(uploads, ABANDONED_NAME))
  await uploadImage(join(uploads, UPLOAD_NAME))
  // The browser reads a chosen file from disk when the editor saves it: keep it until then.
  cleanups.push(() => rmSync(uploads, { recursive: true, force: true }))

  await page.getByRole('combobox').last().click()
  await page
    .getByRole('option', { name: /Machine Learning/ })
    .first()
    .click()
  await box('Industry').click() // moving to another field closes the option list
  // The Markdown body is a rich-text editor (a contenteditable element), the last field of the form.
  await page.locator('[contenteditable="true"]').last().click()
  await typeEveryOfferedFormat()
  // The form renders list items as they scroll into view: fill any the first pass did not see.
  await fillEmptyListItems()
  await screenshot('cms-new-story.png', page.locator('[contenteditable="true"]').last())
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect.poll(() => existsSync(join(project, STORY_FILE)), { timeout: 10_000 }).toBe(true)

  const [, frontMatter, prose] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(read(STORY_FILE))!
  const story = storySchema.safeParse({ ...parse(frontMatter!), body: paragraphsOf(prose!) })
  expect(story.error?.issues ?? []).toEqual([])
  expect(story.data?.image).toBe(UPLOADED_PATH)
  expect(story.data?.results).toEqual([{ metric: 'Time to a first saved file', after: 1.5, unit: 'hours', direction: 'lower-is-better' }])
  // The editor writes the picture beside the entry (an empty file first, then its bytes).
  const uploadsNow = () =>
    readdirSync(join(project, 'public/images/uploads')).map((name) => [name, statSync(join(project, 'public/images/uploads', name)).size])
  await expect
    .poll(uploadsNow, { message: 'the kept upload, slugified, and nothing else', timeout: 10_000 })
    .toEqual([[UPLOADED_PATH.split('/').at(-1), PNG.length]])

  // The site picks it up: generation accepts a ninth story (STORY_COUNT is a minimum) and lists it.
  generateContent(project)
  const stories = JSON.parse(read(`${GENERATED_DIR}/stories.json`)) as { slug: string }[]
  expect(stories.map((entry) => entry.slug)).toContain(STORY_SLUG)

  // And the site gives it its page, a card on /success-stories and a sitemap entry: checked on the
  // preview's pages, which the dev server renders from the regenerated data with the same route
  // modules a build prerenders (no build of the copy: see the top of this file).
  expect(await previewReady, 'the preview (react-router dev on the copy) serves pages').toBe('')
  // The dev server regenerates the data a moment after the save: each page is asked for until it shows.
  const pageOf = async (path: string, text: string) => {
    let response = { status: 0, text: '' }
    await expect
      .poll(async () => (response = await preview!.get(path)).text, { message: `${path} on the preview`, timeout: 30_000 })
      .toContain(text)
    return response
  }
  // Until the dev server has reloaded its route list, it answers the new path with React Router's
  // empty shell, whose loader data already has the title: wait for the page of the prerender list.
  const storyPage = await pageOf(`/success-stories/${STORY_SLUG}`, '"isSpaMode":false')
  // Every format the editor's toolbar offers, typed with the toolbar, renders on the page.
  const storyTab = await context.newPage()
  await storyTab.goto(`${preview!.origin}/success-stories/${STORY_SLUG}`)
  for (const sample of MARKDOWN_FORMAT_SAMPLES) {
    await expect(storyTab.locator(sample.selector).first(), `${sample.name} on the story page`).toHaveText(sample.text)
  }
  await storyTab.close()
  expect(storyPage.status, "the new story's page").toBe(200)
  // The title is its heading, not only in the head's tags.
  expect(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(storyPage.text)?.[1], "the new story's page heading").toBe(STORY_TITLE)
  // Rendered as a page of the prerender list, not React Router's empty shell for a path outside it
  // (which a build would not write, so the story would have no page).
  expect(storyPage.text, "the new story's page is in the prerender list").toContain('"isSpaMode":false')
  // The build would render its social card (build/client/social/): the preview renders the same one.
  const card = new URL(/<meta property="og:image" content="([^"]+)"/.exec(storyPage.text)?.[1] ?? '/social/missing.png', preview!.origin)
  const cardResponse = await fetch(preview!.origin + card.pathname)
  expect([cardResponse.status, cardResponse.headers.get('content-type')], `the new story's social card ${card.pathname}`).toEqual([
    200,
    'image/png',
  ])
  await pageOf('/success-stories', `href="/success-stories/${STORY_SLUG}"`)
  await pageOf('/sitemap.xml', `/success-stories/${STORY_SLUG}</loc>`)
  // The FAQ answer edited in the first test is on the service page too.
  await pageOf('/machine-learning', NEW_ANSWER)
})

/**
 * Polls `path` on the dev server until it answers 200, for at most `timeout` ms: resolves with ''
 * then, or with what went wrong and the server's last output. Never rejects, so the beforeAll that
 * starts it need not wait.
 */
async function waitUntilServing(server: DevServer, path: string, timeout: number) {
  const deadline = Date.now() + timeout
  let exited: number | null | undefined
  server.process.once('exit', (code) => (exited = code))
  while (Date.now() < deadline && exited === undefined) {
    if ((await server.get(path)).status === 200) return ''
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const why = exited === undefined ? `${path} did not answer 200 within ${timeout / 1000} s` : `it exited with ${exited}`
  return `${why}; its last output:\n${server.output()}`
}

/** Uploads `file` through the first image field's dialog (Browse, Upload, then insert it). */
async function uploadImage(file: string) {
  await page
    .getByRole('button', { name: /Browse|Replace/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog
      .getByRole('button', { name: /upload/i })
      .first()
      .click(),
  ])
  await chooser.setFiles(file)
  await dialog
    .getByRole('button', { name: /insert|select|done/i })
    .last()
    .click()
    .catch(() => {})
  await expect(dialog).toBeHidden()
}

/**
 * Writes one paragraph per offered format into the focused body editor with its toolbar button
 * (or the button's shortcut), as an editor would: MARKDOWN_FORMAT_SAMPLES' texts.
 */
async function typeEveryOfferedFormat() {
  const toolbarButton = (name: RegExp) => page.getByRole('button', { name }).last()
  // Bold and italic with the buttons' shortcuts, switched on for a word and off again.
  for (const [before, shortcut, word, after] of [
    ['Run costs fell by ', 'Control+b', 'eighty percent', ' in the first year.'],
    ['The reports had to be ready ', 'Control+i', 'before', ' the morning meeting.'],
  ]) {
    await page.keyboard.type(before!)
    await page.keyboard.press(shortcut!)
    await page.keyboard.type(word!)
    await page.keyboard.press(shortcut!)
    await page.keyboard.type(after!)
    await page.keyboard.press('Enter')
  }
  // A link, in a paragraph of its own: the toolbar's Link button asks for its address and words,
  // and puts the focus back.
  await toolbarButton(/^link$/i).click()
  const linkDialog = page.getByRole('dialog')
  await linkDialog.getByRole('textbox', { name: 'URL' }).fill('/success-stories')
  await linkDialog.getByRole('textbox', { name: 'Text' }).fill('our other success stories')
  await linkDialog.getByRole('button', { name: 'Insert' }).click()
  await expect(linkDialog).toBeHidden()
  await page.keyboard.press('Enter')
  // Lists are text styles, in the toolbar's style menu.
  await textStyle(/bulleted list/i)
  await page.keyboard.type('Point-of-sale data')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Web shop orders')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await textStyle(/numbered list/i)
  await page.keyboard.type('Export the orders')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Load them into the warehouse system')
}

/** Picks a block style (a list) from the body editor's style menu for the current paragraph. */
async function textStyle(name: RegExp) {
  await page.getByRole('button', { name: 'Show Text Style Options' }).last().click()
  await page.getByRole('menu', { name: 'Text Style Options' }).getByRole('menuitemcheckbox', { name }).click()
}

/** Picks an option of the editor's select field labelled `label`. */
async function chooseOption(label: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).first().click()
  await page.getByRole('option', { name: option }).first().click()
}

/** Gives every empty Title and Description of the four story lists some text. */
/**
 * Opens the editor's form for a new entry of `collection` and waits until it stays open. The test
 * before may have saved a moment ago: a clean-clone run saw the editor, still finishing that save on
 * a busy host, leave the new form for the collection list on its own. Then the form is opened again.
 */
async function openNewEntry(collection: string, field: string) {
  const hash = `#/collections/${collection}/new`
  const form = page.getByRole('textbox', { name: field, exact: true }).first()
  await expect(async () => {
    if (!page.url().endsWith(hash) || !(await form.isVisible())) await page.goto(`${origin}/admin/${hash}`)
    await expect(form).toBeVisible({ timeout: 5_000 })
    // Still there a moment later, and still at its address.
    await page.waitForTimeout(1_000)
    await expect(form).toBeVisible({ timeout: 500 })
    expect(page.url()).toMatch(new RegExp(`${hash}$`))
  }).toPass({ timeout: 60_000 })
}

/**
 * Opens an entry's form and waits until it shows `field` holding the file's value and stays open.
 * The test before saved a moment ago, and the editor reads the files back after a save: an entry's
 * address opened then can show an empty form, or leave it for the collection list.
 */
async function openEntry(collection: string, entry: string, field: Locator) {
  const hash = `#/collections/${collection}/entries/${entry}`
  await expect(async () => {
    if (!page.url().endsWith(hash) || !(await field.isVisible())) await page.goto(`${origin}/admin/${hash}`)
    await page.getByRole('textbox').first().waitFor({ timeout: 10_000 })
    await scrolledTo(field)
    await expect(field).not.toHaveValue('', { timeout: 5_000 })
    // Still there a moment later, and still at its address.
    await page.waitForTimeout(1_000)
    await expect(field).not.toHaveValue('', { timeout: 500 })
    expect(page.url().endsWith(hash), `still at ${hash}`).toBe(true)
  }).toPass({ timeout: 60_000 })
}

async function fillEmptyListItems() {
  for (const [name, text] of [
    ['Title', 'A list item'],
    ['Description', 'What the list item says.'],
  ] as const) {
    for (const field of await page.getByRole('textbox', { name, exact: true }).all()) {
      await field.scrollIntoViewIfNeeded()
      if (!(await field.inputValue())) await field.fill(text)
    }
  }
}

/** With CMS_SCREENSHOTS=1, the README's pictures of the editor (docs/images/), taken on the copy. */
async function screenshot(name: string, scrollTo?: Locator) {
  if (process.env.CMS_SCREENSHOTS !== '1') return
  await scrollTo?.scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  await page.screenshot({ path: join(REPO_DIR, 'docs/images', name) })
}

/** `field`, once the editor has rendered it: a long form renders its fields as they scroll into view. */
async function scrolledTo(field: Locator) {
  await scrollFormUntil(async () => (await field.count()) > 0)
  await field.scrollIntoViewIfNeeded()
  return field
}

/** The editor's text field whose value starts with `prefix` (Sveltia labels list items' fields alike). */
async function fieldWithValue(prefix: string) {
  const marked = () =>
    page.evaluate((start) => {
      const field = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('textarea, input')].find((element) =>
        element.value.startsWith(start),
      )
      field?.setAttribute('data-test-field', '')
      return Boolean(field)
    }, prefix)
  if (!(await scrollFormUntil(marked))) throw new Error(`no field starts with "${prefix}"`)
  return page.locator('[data-test-field]').first()
}

/**
 * Scrolls the entry form down until `found` says yes (the editor renders a long form's fields as
 * they scroll into view); false when the form ends first.
 */
async function scrollFormUntil(found: () => Promise<boolean>) {
  await page.getByRole('textbox').first().waitFor()
  await page.mouse.move(350, 600)
  for (let attempt = 0; attempt < 60; attempt++) {
    if (await found()) return true
    await page.mouse.wheel(0, 1500)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  }
  return found()
}

test('a role is written with pick-lists of the offices and services, and date pickers', async () => {
  await openNewEntry('jobs', 'Title')
  // Three offices: the editor offers them as radio buttons, by city.
  const offices = page.getByRole('radiogroup', { name: 'Office' })
  for (const city of ['Noida', 'London', 'Amsterdam']) await expect(offices.getByRole('radio', { name: city })).toBeVisible()
  await page.getByRole('combobox', { name: 'Practice' }).first().click()
  await expect(page.getByRole('option', { name: /DevSecOps/ }).first()).toBeVisible()
  await page.keyboard.press('Escape')
  for (const label of ['Date posted', 'Valid through']) {
    await expect(await scrolledTo(page.getByLabel(label, { exact: true }))).toHaveAttribute('type', 'date')
  }
})

test('an entry links to its page on the preview, and that page shows a saved change by itself, and a broken file until it is fixed', async () => {
  test.setTimeout(120_000)
  // The preview `npm run cms` starts: the site's dev server on the edited copy, started in beforeAll.
  expect(await previewReady, 'the preview (react-router dev on the copy) serves pages').toBe('')
  await expect.poll(async () => (await preview!.get('/machine-learning')).text, { timeout: 60_000 }).toContain(NEW_ANSWER)
  await page.goto(`${origin}/admin/#/collections/services/entries/machine-learning`)

  // The editor's own link to the entry's page on the preview, which an editor keeps open beside it.
  const previewTab = await openLiveSiteLink()
  expect(previewTab.url()).toBe(`${preview!.origin}/machine-learning`)
  await expect(previewTab.getByText(NEW_ANSWER)).toBeAttached()

  const answer = await fieldWithValue(NEW_ANSWER)
  await answer.fill(PREVIEW_ANSWER)
  const shown = await watchFor(previewTab, PREVIEW_ANSWER)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  const saved = Date.now()
  // Measured from Save to the frame that draws the new text. The page changed in place: the
  // document is the one opened before Save (a copy's text changed, so no reload: content-refresh.ts).
  const shownAfter = (await shown.at) - saved
  await expect(previewTab.getByText(PREVIEW_ANSWER)).toBeAttached()
  console.log(`The open preview page showed the saved answer ${(shownAfter / 1000).toFixed(1)} s after Save.`)

  // A mistake the editor cannot refuse, made outside it (a hand edit, a merge): the open page shows
  // it over the page, naming the file and field, and takes it away once the file is fixed.
  const sound = read(SERVICE_FILE)
  writeFileSync(join(project, SERVICE_FILE), sound.replace(/^name: .*\n/m, ''))
  await expect(previewTab.locator('vite-error-overlay .message-body')).toHaveText(`${SERVICE_FILE}: name: required`, { timeout: 15_000 })
  writeFileSync(join(project, SERVICE_FILE), sound)
  await expect(previewTab.locator('vite-error-overlay')).toHaveCount(0, { timeout: 15_000 })
  await expect(previewTab.getByText(PREVIEW_ANSWER)).toBeAttached()
  await previewTab.close()
})

/**
 * When `tab`'s open document first draws `text`, on this machine's clock: the start of the first
 * animation frame after the text is in the document. Rejects if the document is replaced (a reload)
 * or 15 s pass first.
 */
async function watchFor(tab: Page, text: string): Promise<{ at: Promise<number> }> {
  await tab.evaluate((wanted) => {
    const target = window as unknown as { __shownAt?: Promise<number> }
    target.__shownAt = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(wanted)) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.timeOrigin + performance.now()))
      })
      observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    })
  }, text)
  const at = tab.evaluate(
    () =>
      Promise.race([
        (window as unknown as { __shownAt: Promise<number> }).__shownAt,
        new Promise<number>((_, reject) => setTimeout(() => reject(new Error('the text did not show within 15 s of Save')), 15_000)),
      ]),
    undefined,
  )
  // Awaited by the caller after Save; until then a rejection must not count as unhandled.
  at.catch(() => {})
  return { at }
}

/** Follows the entry editor's "View on Live Site" and returns the page it opened. */
async function openLiveSiteLink() {
  const opened = context.waitForEvent('page')
  await page.getByRole('button', { name: 'View on Live Site' }).click()
  const tab = await opened
  await tab.waitForLoadState()
  return tab
}

test('nothing left the machine', () => {
  expect(external).toEqual([])
})
