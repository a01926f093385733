// The careers section on a copy of the site built as on a known day (BUILD_DATE), with roles whose
// dates the test sets, so nothing here depends on which default roles are open today: one closed
// by its date, one closed by deleting its file, the others open. A small build (PRERENDER_ONLY):
// the home page, which the server needs, every careers path and the sitemap. Served by the Node
// server and by nginx with deploy/nginx.conf, as in e2e/nginx.spec.ts.
import type { ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'
import { parseDocument } from 'yaml'

import type { JobRecord } from '../scripts/content/collections/jobs'
import { type Nginx, ensureNginx, startNginx, stopNginx } from '../scripts/dev-tools/nginx-server.mjs'
import { expectNoAxeViolations } from './axe'
import { expect, test, waitForShell } from './fixtures'
import { buildCopy, copyCode, copyContent, startSiteServer } from './project-copy'
import { decodeEntities, expectBlocksDescribePage, jsonLdBlocks, parseHead } from './structured-data'

/** The day the copy is built as: the roles below are open or closed on it. */
const BUILD_DAY = '2026-12-01'

test.describe.configure({ mode: 'serial' })

let project: string
let node: ChildProcess | undefined
let nginx: Nginx | undefined
let origin: string
/** The copy's roles as its build generated them: open ones newest first. */
let open: JobRecord[]
let closed: JobRecord
let deleted: string

test.beforeAll(async () => {
  test.setTimeout(300_000) // a build of the copy's careers pages, and a first run may install nginx
  project = copyContent('careers-e2e-')
  const jobsDir = join(project, 'content/en/jobs')
  const files = readdirSync(jobsDir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
  expect(files.length, 'the default content has at least four roles').toBeGreaterThanOrEqual(4)
  const [closedFile, deletedFile, ...openFiles] = files
  const setDates = (file: string, datePosted: string, validThrough: string) => {
    const document = parseDocument(readFileSync(join(jobsDir, file), 'utf8'))
    document.set('datePosted', datePosted)
    document.set('validThrough', validThrough)
    writeFileSync(join(jobsDir, file), document.toString())
  }
  // Closed by its date: its last day was the day before the build's.
  setDates(closedFile!, '2026-10-01', '2026-11-30')
  // Open on the build's day, and for as long as anyone runs this test.
  openFiles.forEach((file, i) => setDates(file, `2026-11-${String(10 + i).padStart(2, '0')}`, '2099-12-31'))
  // Closed by deleting its file.
  rmSync(join(jobsDir, deletedFile!))
  deleted = deletedFile!.replace(/\.yaml$/, '')

  copyCode(project)
  buildCopy(project, { postbuild: true, env: { BUILD_DATE: BUILD_DAY, PRERENDER_ONLY: '/,/careers*,/sitemap.xml' } })
  const jobs = generated<JobRecord[]>('jobs')
  open = jobs.filter((job) => job.open)
  closed = jobs.find((job) => !job.open)!
  expect(open).toHaveLength(openFiles.length)
  expect(closed.slug).toBe(closedFile!.replace(/\.yaml$/, ''))

  const site = await startSiteServer(project)
  origin = site.origin
  node = site.process
  const binary = ensureNginx()
  if (binary) nginx = await startNginx(binary, { buildDir: join(project, 'build') })
})

test.afterAll(async () => {
  node?.kill()
  if (nginx) await stopNginx(nginx)
  if (project) rmSync(project, { recursive: true, force: true })
})

const rolePath = (slug: string) => `/careers/${slug}`

/** The role pages a list on the page links to, in order. */
const listedRoles = (page: Page) =>
  page.locator('#open-roles article h3 a').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))

/** Each server the build is deployed to here: the Node server, and nginx where it is installed. */
function servers() {
  return [
    { name: 'Node server', origin: () => origin },
    { name: 'nginx', origin: () => nginx?.origin },
  ]
}

test('/careers lists the open roles, newest first, and neither the closed nor the deleted one', async ({ page }) => {
  await page.goto(`${origin}/careers`)
  expect(await listedRoles(page)).toEqual(open.map((job) => rolePath(job.slug)))
  await expect(page.locator(`a[href="${rolePath(closed.slug)}"]`)).toHaveCount(0)
  await expect(page.locator(`a[href="${rolePath(deleted)}"]`)).toHaveCount(0)
  // The feeds are announced in the head, for readers and job boards.
  await expect(page.locator('link[rel=alternate][type="application/atom+xml"]')).toHaveAttribute('href', /\/careers\/feed\.xml$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('each filter is a link to a prerendered view of that office’s or practice’s roles', async ({ page }) => {
    const [first] = open
    const officeRoles = open.filter((job) => job.office === first!.office).map((job) => rolePath(job.slug))
    const practiceRoles = open.filter((job) => job.practice === first!.practice).map((job) => rolePath(job.slug))
    await page.goto(`${origin}/careers`)
    const filters = page.getByRole('navigation', { name: 'Filter open roles' })
    await expect(filters.getByRole('link', { name: /^All offices/ })).toHaveAttribute('aria-current', 'page')

    // The first role's office: its chip names the city and leads to /careers/office/<city>.
    await filters
      .getByRole('group', { name: 'Office' })
      .getByRole('link')
      .nth(1 + officeIndex(first!.office))
      .click()
    await expect(page).toHaveURL(/\/careers\/office\/[a-z-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Open roles in /)
    expect(await listedRoles(page)).toEqual(officeRoles)
    await expect(page.getByRole('navigation', { name: 'Filter open roles' }).locator('[aria-current=page]')).toHaveCount(1)

    await page
      .getByRole('navigation', { name: 'Filter open roles' })
      .getByRole('link', { name: new RegExp(`^${practiceName(first!.practice)}`) })
      .click()
    await expect(page).toHaveURL(new RegExp(`/careers/practice/${first!.practice}$`))
    expect(await listedRoles(page)).toEqual(practiceRoles)
  })
})

test('with JavaScript, a filter puts its view’s own address in the address bar, which loads the same view', async ({ page }) => {
  await page.goto(`${origin}/careers`)
  await waitForShell(page)
  const [first] = open
  const link = page
    .getByRole('navigation', { name: 'Filter open roles' })
    .getByRole('link', { name: new RegExp(`^${practiceName(first!.practice)}`) })
  await link.hover()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/careers/practice/${first!.practice}$`))
  const roles = open.filter((job) => job.practice === first!.practice).map((job) => rolePath(job.slug))
  await expect.poll(() => listedRoles(page)).toEqual(roles)
  await page.reload()
  expect(await listedRoles(page)).toEqual(roles)
})

test('every open role’s JobPosting passes the SEO tests’ checks and Google’s rules, none expired on the build’s day', async ({
  request,
}) => {
  const siteUrl = new URL(parseHead(await html(request, '/careers')).links.find((link) => link.rel === 'canonical')!.href!).origin
  for (const job of open) {
    const path = rolePath(job.slug)
    const page = await html(request, path)
    const head = parseHead(page)
    expect(head.meta('robots'), `${path} is indexable`).toEqual([])
    const blocks = jsonLdBlocks(page, path)
    expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'JobPosting'])
    const title = head.titles[0]!
    expectBlocksDescribePage(page, blocks, { path, url: `${siteUrl}${path}`, siteUrl, title, image: head.meta('og:image')[0]!, crumbs: 3 })
    const posting = blocks.find((block) => block['@type'] === 'JobPosting')!
    expect(String(posting.validThrough) >= BUILD_DAY, `${path}: no expired role is marked up`).toBe(true)
    expect(String(posting.datePosted) <= BUILD_DAY, `${path}: posted by the build's day`).toBe(true)
  }
})

for (const server of servers()) {
  test(`${server.name}: a role closed by its date answers 410 with a page that says so and lists the open roles`, async ({ request }) => {
    test.skip(!server.origin(), 'nginx is not installed (see e2e/nginx.spec.ts)')
    const response = await request.get(`${server.origin()}${rolePath(closed.slug)}`, { maxRedirects: 0 })
    expect(response.status()).toBe(410)
    expect(response.headers()['content-type']).toMatch(/^text\/html/)
    expect(response.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-")
    const body = await response.text()
    expect(decodeEntities(body)).toContain(`This role has closed: ${closed.title}`)
    for (const job of open) expect(body, `links to ${job.slug}`).toContain(`href="${rolePath(job.slug)}"`)
    // Out of search results: noindex (what static hosts, which send it with 200, rely on), and no JobPosting.
    expect(parseHead(body).meta('robots')).toEqual(['noindex'])
    expect(jsonLdBlocks(body, rolePath(closed.slug))).toEqual([])
    // Another spelling still redirects to the page first.
    const other = await request.get(`${server.origin()}${rolePath(closed.slug)}/`, { maxRedirects: 0 })
    expect(other.status()).toBe(301)
  })

  test(`${server.name}: a role whose file was deleted answers 404`, async ({ request }) => {
    test.skip(!server.origin(), 'nginx is not installed (see e2e/nginx.spec.ts)')
    expect((await request.get(`${server.origin()}${rolePath(deleted)}`, { maxRedirects: 0 })).status()).toBe(404)
    for (const job of open) expect((await request.get(`${server.origin()}${rolePath(job.slug)}`, { maxRedirects: 0 })).status()).toBe(200)
  })
}

test('the sitemap lists the open roles and the views, not the closed or deleted role', async ({ request }) => {
  const xml = await (await request.get(`${origin}/sitemap.xml`)).text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  for (const job of open) expect(locs).toContain(rolePath(job.slug))
  expect(locs).toContain('/careers')
  expect(locs.some((path) => path.startsWith('/careers/office/'))).toBe(true)
  expect(locs).not.toContain(rolePath(closed.slug))
  expect(locs).not.toContain(rolePath(deleted))
})

test('the Atom feed and the JSON list carry exactly the open roles', async ({ request }) => {
  const feed = await request.get(`${origin}/careers/feed.xml`)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toMatch(/xml/)
  const ids = [...(await feed.text()).matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((match) => new URL(match[1]!).pathname)
  expect(ids).toEqual(open.map((job) => rolePath(job.slug)))
  const list = await request.get(`${origin}/careers/jobs.json`)
  expect(list.headers()['content-type']).toMatch(/^application\/json/)
  const { jobs } = (await list.json()) as { jobs: { '@type': string; url: string }[] }
  expect(jobs.map((job) => new URL(job.url).pathname)).toEqual(open.map((job) => rolePath(job.slug)))
  expect(jobs.every((job) => job['@type'] === 'JobPosting')).toBe(true)
})

for (const width of [320, 1280]) {
  test(`the closed role’s page has no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    const response = await page.goto(`${origin}${rolePath(closed.slug)}`)
    expect(response?.status()).toBe(410)
    await expectNoAxeViolations(page)
  })
}

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(`${origin}${path}`, { maxRedirects: 0 })
  expect(response.status(), `${path} status`).toBe(200)
  return response.text()
}

/** A collection of the copy as its build generated it. */
function generated<T>(name: string): T {
  return JSON.parse(readFileSync(join(project, `app/generated/content/${name}.json`), 'utf8')) as T
}

/** The office's position among the chips: the offices with open roles, in the offices' order. */
function officeIndex(office: string) {
  const inOrder = generated<{ slug: string }[]>('offices').map(({ slug }) => slug)
  return inOrder.filter((slug) => open.some((job) => job.office === slug)).indexOf(office)
}

/** The practice's service name, as its chip names it. */
function practiceName(practice: string) {
  return generated<{ slug: string; name: string }[]>('services').find((service) => service.slug === practice)!.name
}
