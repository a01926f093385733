import { renderToStaticMarkup } from 'react-dom/server'
import { Link, MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { LetsTalkLink } from '~/components/layout/booking'
import { site } from '~/content/site'

// Regions rendered at prerender only (StaticHtml) get no React handlers in the browser. The client
// finds their controls by these attributes (use-static-link-navigation, installBooking); if the markup
// stopped carrying them, those clicks would fall back to full page loads.
describe('markup of prerendered regions', () => {
  it('renders <Link> as an anchor marked for client-side navigation', () => {
    expect(
      renderToStaticMarkup(
        <MemoryRouter>
          <Link to="/about">About</Link>
        </MemoryRouter>,
      ),
    ).toBe('<a href="/about" data-discover="true">About</a>')
  })

  it('marks "Let\'s Talk" for the booking dialog', () => {
    expect(renderToStaticMarkup(<LetsTalkLink />)).toBe(`<a href="${site.bookingUrl}" data-booking="">Let&#x27;s Talk</a>`)
  })
})
