// The conversions the marketing team measures, and how a click is recognised as one. Sent only to a
// provider the visitor accepted (./analytics-runtime.ts).

export const CONVERSION_NAMES = [
  'Booking opened',
  'Booking completed',
  'Brochure downloaded',
  'Email link used',
  'Phone link used',
  'Blog opened',
] as const

export type ConversionName = (typeof CONVERSION_NAMES)[number]

export type Conversion = { name: ConversionName; detail?: string }

/**
 * The conversion a click on `target` is, if any: "Let's Talk" (any link marked data-booking), a PDF
 * on this site (the brochures), a mailto: or tel: link, or a link to the blog's origin.
 */
export function conversionOfClick(
  target: EventTarget | null,
  { pageUrl, blogOrigin }: { pageUrl: string; blogOrigin: string },
): Conversion | undefined {
  if (!(target instanceof Element)) return undefined
  const link = target.closest('a[href]')
  if (!link) return undefined
  if (link.hasAttribute('data-booking')) return { name: 'Booking opened' }
  const href = link.getAttribute('href') ?? ''
  if (/^mailto:/i.test(href)) return { name: 'Email link used', detail: href.slice('mailto:'.length).split('?')[0] }
  if (/^tel:/i.test(href)) return { name: 'Phone link used', detail: href.slice('tel:'.length) }
  let url: URL
  try {
    url = new URL(href, pageUrl)
  } catch {
    return undefined
  }
  if (url.origin === new URL(pageUrl).origin && /\.pdf$/i.test(url.pathname)) return { name: 'Brochure downloaded', detail: url.pathname }
  if (url.origin === blogOrigin) return { name: 'Blog opened', detail: url.pathname }
  return undefined
}
