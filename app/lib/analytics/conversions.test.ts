// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { conversionOfClick } from './conversions'

const PAGE = 'https://www.stratora.example/brochures'
const BLOG = 'https://blog.stratora.example'

function clickOn(html: string) {
  document.body.innerHTML = html
  const target = document.querySelector('[data-target]') ?? document.body.firstElementChild
  return conversionOfClick(target, { pageUrl: PAGE, blogOrigin: BLOG })
}

describe('conversionOfClick', () => {
  it('recognises each conversion, from the link or an element inside it', () => {
    expect(clickOn('<a href="https://cal.com/x" data-booking><span data-target>Let\'s Talk</span></a>')).toEqual({ name: 'Booking opened' })
    expect(clickOn('<a href="/brochures/data-and-ai.pdf">PDF</a>')).toEqual({
      name: 'Brochure downloaded',
      detail: '/brochures/data-and-ai.pdf',
    })
    expect(clickOn('<a href="mailto:hello@stratora.example?subject=Hi">Mail</a>')).toEqual({
      name: 'Email link used',
      detail: 'hello@stratora.example',
    })
    expect(clickOn('<a href="tel:+911204567800">Call</a>')).toEqual({ name: 'Phone link used', detail: '+911204567800' })
    expect(clickOn('<a href="https://blog.stratora.example/careers">Careers</a>')).toEqual({ name: 'Blog opened', detail: '/careers' })
  })

  it('ignores other links, other elements and PDFs on other sites', () => {
    expect(clickOn('<a href="/about">About</a>')).toBeUndefined()
    expect(clickOn('<button>Menu</button>')).toBeUndefined()
    expect(clickOn('<a href="https://example.org/file.pdf">PDF elsewhere</a>')).toBeUndefined()
    expect(clickOn('<a href="https://www.linkedin.com/company/x">LinkedIn</a>')).toBeUndefined()
    expect(conversionOfClick(null, { pageUrl: PAGE, blogOrigin: BLOG })).toBeUndefined()
  })
})
