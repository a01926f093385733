import { Link } from 'react-router'
import { describe, expect, it } from 'vitest'

import { LetsTalkLink } from '~/components/layout/booking'
import { site } from '~/content/site'

import { renderStaticHtml } from './render-static-html.server'

// The client finds controls in prerendered markup by these attributes (use-static-link-navigation,
// BookingDialog); if the markup stopped carrying them, those clicks would fall back to page loads.
describe('renderStaticHtml', () => {
  it('renders <Link> as an anchor marked for client-side navigation', () => {
    expect(renderStaticHtml(<Link to="/about">About</Link>)).toBe('<a href="/about" data-discover="true">About</a>')
  })

  it('marks "Let\'s Talk" for the booking dialog', () => {
    expect(renderStaticHtml(<LetsTalkLink />)).toBe(`<a href="${site.bookingUrl}" data-booking="">Let&#x27;s Talk</a>`)
  })
})
