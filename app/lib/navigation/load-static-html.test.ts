// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { readStaticHtml } from './load-static-html'

describe('readStaticHtml', () => {
  it('returns the markup of every region of a prerendered page, by id', () => {
    const page = new DOMParser().parseFromString(
      '<!doctype html><body><header>menu</header><main><div id="page" data-static-html="" class="contents"><h1>About</h1><a href="/x" data-discover="true">X</a></div></main>' +
        '<div id="site-footer" data-static-html=""><footer>©</footer></div></body>',
      'text/html',
    )
    expect(readStaticHtml(page)).toEqual({
      page: '<h1>About</h1><a href="/x" data-discover="true">X</a>',
      'site-footer': '<footer>©</footer>',
    })
  })

  it('returns nothing for a page without regions', () => {
    expect(readStaticHtml(new DOMParser().parseFromString('<p>plain</p>', 'text/html'))).toEqual({})
  })
})
