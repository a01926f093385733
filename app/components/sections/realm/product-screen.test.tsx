// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { PRODUCT_SCREENS } from '~/content/schema/product-screens'

import { CtaSection } from '../cta-section'
import { ProductHero } from './product-hero'
import { ProductScreen } from './product-screen'
import { SCREEN_WORDS } from './screen-words'

function render(markup: string) {
  const container = document.createElement('div')
  container.innerHTML = markup
  return container
}

// Each screen content may name is one image to assistive technology: named, described in words,
// with nothing inside it that takes focus (its inner text is presentational).
describe('Realm screens', () => {
  it.each(PRODUCT_SCREENS)('%s is one named, described image with nothing focusable inside', (screen) => {
    const page = render(renderToStaticMarkup(<ProductScreen screen={screen} idPrefix="tour" />))
    const images = page.querySelectorAll('[role="img"]')
    expect(images).toHaveLength(1)
    const image = images[0]!
    expect(image.getAttribute('aria-label')).toBe(SCREEN_WORDS[screen].label)
    const description = page.querySelector(`#${image.getAttribute('aria-describedby')}`)
    expect(description?.textContent).toBe(SCREEN_WORDS[screen].description)
    expect(description?.textContent).toMatch(/^Illustration with sample data: /)
    expect(image.querySelectorAll('a, button, input, select, textarea, [tabindex]')).toHaveLength(0)
    expect(image.textContent).toContain('Sample data')
  })

  it('gives the same screen drawn twice on a page two description ids', () => {
    const page = render(
      renderToStaticMarkup(
        <>
          <ProductScreen screen="audit-log" idPrefix="hero" />
          <ProductScreen screen="audit-log" idPrefix="tour" />
        </>,
      ),
    )
    const ids = [...page.querySelectorAll('[role="img"]')].map((image) => image.getAttribute('aria-describedby'))
    expect(new Set(ids).size).toBe(2)
  })
})

describe('one call to action', () => {
  it('labels the hero button and the closing button with the page’s call to action', () => {
    const hero = render(
      renderToStaticMarkup(
        <ProductHero eyebrow="Product" heading="Heading" intro={['Lead']} screen="platform-overview" ctaLabel="Book a Realm demo" />,
      ),
    )
    expect(hero.querySelector('a[data-booking]')?.textContent).toBe('Book a Realm demo')
    const band = render(
      renderToStaticMarkup(
        <MemoryRouter>
          <CtaSection title="Book a Realm demo" lead="Lead" button="Book a Realm demo" />
        </MemoryRouter>,
      ),
    )
    expect(band.querySelector('a[data-booking]')?.textContent).toBe('Book a Realm demo')
  })

  it('keeps the booking buttons’ usual labels where a page names none', () => {
    const band = render(
      renderToStaticMarkup(
        <MemoryRouter>
          <CtaSection title="Title" lead="Lead" />
        </MemoryRouter>,
      ),
    )
    expect(band.querySelector('a[data-booking]')?.textContent).toBe('Book a call')
  })
})
