import { describe, expect, it } from 'vitest'

import { pageText, siteMapPages } from './html-text.mjs'

const PAGE = `<!doctype html><html><head><meta name="description" content="Public cloud landing zones."><title>Stratora | Public cloud</title>
<script>window.x = "not text"</script></head><body>
<header><a href="/">Menu item outside main</a></header>
<main><h1>Public cloud</h1><p>Landing zones on <strong>AWS</strong>, Azure or Google Cloud .</p>
<svg><text>drawn label</text></svg><template><p>Booking dialog</p></template><span hidden>hidden note</span>
<div aria-hidden="true">decoration</div><details><summary>What does it cost?</summary><p>A fixed price.</p></details>
<dl><dt>Industry</dt><dd>Retail</dd></dl><p class="sr-only">Run cost fell from $30K to $10K a year.</p></main></body></html>`

describe('pageText', () => {
  it('reads the main region as a reader sees it: blocks apart, inline words together, hidden parts left out', () => {
    expect(pageText(PAGE)).toEqual({
      description: 'Public cloud landing zones.',
      headings: 'Public cloud · What does it cost? · Industry · Retail',
      text: 'Public cloud Landing zones on AWS, Azure or Google Cloud. What does it cost? A fixed price. Industry Retail Run cost fell from $30K to $10K a year.',
    })
  })
})

describe('siteMapPages', () => {
  it('takes each link of a kind group as a page of that kind, with the link text as its title', () => {
    const html = `<main><section data-page-kind="service"><h2>Services</h2><ul><li><a href="/machine-learning">Machine Learning</a><p>Models.</p></li></ul></section>
      <section data-page-kind="story"><ul><li><a href="/success-stories/a">A <em>story</em></a></li></ul></section></main>
      <footer><a href="/privacypolicy">Privacy</a></footer>`
    expect(siteMapPages(html)).toEqual([
      { path: '/machine-learning', title: 'Machine Learning', kind: 'service' },
      { path: '/success-stories/a', title: 'A story', kind: 'story' },
    ])
  })
})
