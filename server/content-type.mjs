// Content-Type of a built file. mime-types knows the extensions; we add what it leaves out: a
// charset on every text format (browsers otherwise guess, and a guess can turn bytes into markup)
// and the type React Router gives prerendered loader data.

import mime from 'mime-types'

/** React Router's own server sends prerendered loader data (`/about.data`) as this type. */
export const DATA_CONTENT_TYPE = 'text/x-script'
const FALLBACK_TYPE = 'application/octet-stream'

/** Types that are text, though not under text/: they get `charset=utf-8` as text/* does. */
const TEXT_TYPES = new Set(['application/javascript', 'application/json', 'application/manifest+json', 'application/xml', 'image/svg+xml'])

/** The Content-Type header for a file name: `text/css; charset=utf-8`, `image/png`... */
export function contentTypeOf(fileName) {
  const type = fileName.endsWith('.data') ? DATA_CONTENT_TYPE : mime.lookup(fileName) || FALLBACK_TYPE
  const isText = type.startsWith('text/') || TEXT_TYPES.has(type)
  return isText ? `${type}; charset=utf-8` : type
}
