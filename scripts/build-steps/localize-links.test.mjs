import { describe, expect, it } from 'vitest'

import { untranslatedReport } from './build-editions.mjs'
import { localizeLinks } from './localize-links.mjs'

const published = new Set([
  '/nl/index.html',
  '/nl/about/index.html',
  '/nl/contactus/index.html',
  '/nl/brochures/data-and-ai.pdf',
  '/nl/search/index.html',
])

describe('localizeLinks', () => {
  it('points links and forms at the edition’s own pages, anchors and queries kept', () => {
    const html =
      '<a href="/about">About</a><a href="/contactus#offices">Offices</a><form action="/search" method="get"></form><a href="/">Home</a>'
    expect(localizeLinks(html, '/nl', published)).toBe(
      '<a href="/nl/about">About</a><a href="/nl/contactus#offices">Offices</a><form action="/nl/search" method="get"></form><a href="/nl">Home</a>',
    )
  })

  it('leaves files every edition shares, pages the edition does not publish and other sites alone', () => {
    const html =
      '<a href="/machine-learning">ML</a><a href="/images/x.svg">x</a><a href="//cdn.example/x">y</a><a href="https://blog.example/">Blog</a>'
    expect(localizeLinks(html, '/nl', published)).toBe(html)
  })

  it('points brochure downloads at the edition’s own PDF', () => {
    expect(localizeLinks('<a href="/brochures/data-and-ai.pdf" download>PDF</a>', '/nl', published)).toBe(
      '<a href="/nl/brochures/data-and-ai.pdf" download>PDF</a>',
    )
  })

  it('leaves a link that names its language (the language switch) and links already in the edition alone', () => {
    const html = '<a href="/about" hreflang="en-US">English</a><a href="/nl/about">Over ons</a>'
    expect(localizeLinks(html, '/nl', published)).toBe(html)
  })
})

describe('untranslatedReport', () => {
  it('lists each page an edition leaves untranslated, with its missing file, or says it translates every page', () => {
    expect(untranslatedReport({ en: { untranslated: [] }, nl: { untranslated: [] } })).toEqual(['editions: nl translates every page'])
    expect(
      untranslatedReport({ en: { untranslated: [] }, nl: { untranslated: [{ path: '/hpc', file: 'content/nl/services/hpc.yaml' }] } }),
    ).toEqual(['editions: nl leaves 1 page untranslated, not published under /nl: /hpc (content/nl/services/hpc.yaml)'])
  })
})
