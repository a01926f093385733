import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { listHtmlFiles, validateHtml } from './validate-html.mjs'

const dir = mkdtempSync(join(tmpdir(), 'validate-html-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A page with the markup React and React Router write, which the configuration must accept. */
const reactPage = (body) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Stratora | Test page</title>' +
  '<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>' +
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebSite"}</script>' +
  `<script type="module" async="">void 0</script></head><body>${body}` +
  '<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><p>streamed</p></div></body></html>'

describe('validate-html', () => {
  it("accepts React's own markup: self-closed void elements, camelCase attributes, generated ids", async () => {
    const file = join(dir, 'ok.html')
    writeFileSync(
      file,
      reactPage(
        '<main><h1>Title</h1><button type="button" aria-controls="_R_1a_">Open</button><div id="_R_1a_">Panel</div>' +
          '<p><time dateTime="2026-11-01">1 November 2026</time> <a href="/x.pdf" download="">PDF</a></p></main>',
      ),
    )
    const { errors, lines } = await validateHtml([file])
    expect(lines).toEqual([])
    expect(errors).toBe(0)
  })

  it('reports real errors with file, line and column, rule and element', async () => {
    const file = join(dir, 'bad.html')
    writeFileSync(file, reactPage('<main><h1>Title</h1>\n<h2 id="office-United Kingdom">Offices</h2></main>'))
    const { errors, lines } = await validateHtml([file], { cwd: dir })
    expect(errors).toBeGreaterThan(0)
    expect(lines).toContainEqual(expect.stringMatching(/^bad\.html:2:\d+ error \[valid-id\] .*office-United Kingdom/))
  })

  it('finds every HTML file, in dot-directories too', () => {
    const root = join(dir, 'tree')
    mkdirSync(join(root, '.hidden', 'page'), { recursive: true })
    writeFileSync(join(root, '.hidden', 'page', 'index.html'), '')
    writeFileSync(join(root, '404.html'), '')
    writeFileSync(join(root, 'robots.txt'), '')
    expect(listHtmlFiles(root).map((file) => file.slice(root.length + 1))).toEqual(['.hidden/page/index.html', '404.html'])
  })
})
