// Writes one in-memory resource (server/site-snapshot.mjs) as the answer to a request: picks the
// content coding the client accepts, answers conditional requests with 304 and single byte ranges
// with 206. The request-side rules come from the libraries Express and `send` use (negotiator,
// fresh, range-parser), so q=0, ETag lists, `*`, If-Modified-Since and malformed ranges follow
// RFC 9110 as they do there.

import fresh from 'fresh'
import Negotiator from 'negotiator'
import parseRange from 'range-parser'

import { PRECOMPRESSED } from './site-snapshot.mjs'

const SERVER_PREFERENCE = [...PRECOMPRESSED.map(({ encoding }) => encoding), 'identity']
/** Answers of the negotiation by Accept-Encoding and available codings; browsers send a handful. */
const negotiated = new Map()
const NEGOTIATION_CACHE_SIZE = 256

/**
 * The coding to send: the client's most preferred of `encodings`, ties broken by ours (br, then
 * gzip). Identity when the client refuses everything we have: RFC 9110 12.5.3 lets a server send
 * an unencoded response then, which is more useful than a 406.
 */
export function chooseEncoding(acceptEncoding = '', encodings) {
  const key = `${encodings.join()}|${acceptEncoding}`
  let encoding = negotiated.get(key)
  if (encoding === undefined) {
    const request = { headers: { 'accept-encoding': acceptEncoding } }
    encoding = new Negotiator(request).encodings(encodings, { preferred: SERVER_PREFERENCE })[0] ?? 'identity'
    if (negotiated.size >= NEGOTIATION_CACHE_SIZE) negotiated.clear()
    negotiated.set(key, encoding)
  }
  return encoding
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {import('./site-snapshot.mjs').Resource} resource
 */
export function sendResource(req, res, resource) {
  const variant = resource.variants.get(chooseEncoding(req.headers['accept-encoding'], resource.encodings))
  const { headers, method } = req
  if (resource.status === 200) {
    if ((headers['if-none-match'] || headers['if-modified-since']) && isFresh(headers, variant, resource)) {
      res.writeHead(304, variant.notModified)
      return res.end()
    }
    if (headers.range !== undefined && method === 'GET' && rangeApplies(headers['if-range'], variant, resource)) {
      const handled = sendRange(res, variant, headers.range)
      if (handled) return
    }
  }
  res.writeHead(resource.status, variant.ok)
  // Node leaves the body out of a HEAD answer and keeps its Content-Length.
  res.end(method === 'HEAD' ? undefined : variant.body)
}

function isFresh(headers, variant, resource) {
  // Only the validators go in: fresh() treats a request's `Cache-Control: no-cache` as "send it all",
  // as a cache would, but that directive is for caches. The origin still validates (RFC 9111
  // 5.2.1.4), and fetch() adds it to every conditional request.
  const conditions = { 'if-none-match': headers['if-none-match'], 'if-modified-since': headers['if-modified-since'] }
  return fresh(conditions, { etag: variant.etag, 'last-modified': resource.lastModified })
}

/** If-Range: the range is wanted only if the representation is still the one the client has. */
function rangeApplies(ifRange, variant, resource) {
  if (ifRange === undefined) return true
  if (ifRange.startsWith('"')) return ifRange === variant.etag // strong comparison; weak tags never match
  const date = Date.parse(ifRange)
  return !Number.isNaN(date) && date === resource.lastModifiedTime
}

/**
 * Answers a single byte range with 206 or an unsatisfiable one with 416; returns false when the
 * Range header is to be ignored (another unit, malformed, several ranges), for a plain 200.
 */
function sendRange(res, variant, rangeHeader) {
  // Another unit (`items=0-5`) is ignored, as RFC 9110 14.2 requires, even when it looks unsatisfiable.
  if (!rangeHeader.startsWith('bytes=')) return false
  const size = variant.body.length
  const ranges = parseRange(size, rangeHeader, { combine: true })
  if (ranges === -2 || (ranges !== -1 && ranges.length !== 1)) return false
  if (ranges === -1) {
    res.writeHead(416, withHeaders(variant.ok, { 'Content-Range': `bytes */${size}`, 'Content-Length': '0' }))
    res.end()
    return true
  }
  const [{ start, end }] = ranges
  res.writeHead(
    206,
    withHeaders(variant.ok, { 'Content-Range': `bytes ${start}-${end}/${size}`, 'Content-Length': String(end - start + 1) }),
  )
  res.end(variant.body.subarray(start, end + 1))
  return true
}

/** A flat header list with some headers replaced. */
function withHeaders(list, replacements) {
  const result = []
  for (let i = 0; i < list.length; i += 2) {
    if (!(list[i] in replacements)) result.push(list[i], list[i + 1])
  }
  return result.concat(Object.entries(replacements).flat())
}
