// One Lighthouse result (lhr) summed up: scores, the scores the gates apply to (without the audits
// a not-found or noindex page fails by design), metrics, the host's speed, failing audits and where
// the time goes.

import { parseAttributes } from '../first-view/parse.mjs'
import { CATEGORIES } from './categories.mjs'

// The not-found route must answer 404 and carries `noindex`. Lighthouse stops on a 404 document unless
// told otherwise (ignoreStatusCode), and on any correct not-found page these audits fail: the two SEO
// ones always, and `errors-in-console` for Chrome's "Failed to load resource: ... 404" about the document
// itself (only exempted when that is its only error). For that route only, the gate is checked on the
// score without them; the table shows both.
const EXPECTED_ON_NOT_FOUND = { seo: ['http-status-code', 'is-crawlable'], 'best-practices': ['errors-in-console'] }
// A page that asks not to be indexed (`/pagenotfound`, the not-found page at its own address, answers
// 200 with `noindex`) fails `is-crawlable` by design; its gate is checked without that audit.
const EXPECTED_ON_NOINDEX = { seo: ['is-crawlable'] }

/** The audits of EXPECTED_ON_NOT_FOUND that fail only because the document is a 404. */
function expectedNotFoundFailures(lhr, categoryId) {
  const documentUrl = lhr.finalDisplayedUrl ?? lhr.finalUrl
  return (EXPECTED_ON_NOT_FOUND[categoryId] ?? []).filter((id) => {
    if (id !== 'errors-in-console') return true
    const items = lhr.audits[id]?.details?.items ?? []
    return items.every(
      (item) => item.source === 'network' && item.sourceLocation?.url === documentUrl && /status of 404/.test(item.description ?? ''),
    )
  })
}

/** Lighthouse's category score (0-100) with some audits left out, computed as Lighthouse does. */
function scoreWithout(lhr, categoryId, excluded) {
  let weighted = 0
  let totalWeight = 0
  for (const ref of lhr.categories[categoryId].auditRefs) {
    const audit = lhr.audits[ref.id]
    if (excluded.includes(ref.id) || ref.weight === 0) continue
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue
    weighted += ref.weight * (audit.score ?? 0)
    totalWeight += ref.weight
  }
  return totalWeight === 0 ? 100 : Math.round((weighted / totalWeight) * 100)
}

/** Audits that cost a category points: [{ category, id, title, score, detail }]. */
function failingAudits(lhr) {
  const failing = []
  for (const categoryId of CATEGORIES) {
    if (categoryId === 'performance') continue // its metrics are in the table
    for (const ref of lhr.categories[categoryId].auditRefs) {
      const audit = lhr.audits[ref.id]
      if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue
      const items = audit.details?.items ?? []
      const sample = items
        .slice(0, 3)
        .map((item) => item.node?.snippet ?? item.description ?? item.source?.url ?? item.url ?? item.label ?? '')
        .filter(Boolean)
        .map((text) => String(text).replace(/\s+/g, ' ').slice(0, 160))
      failing.push({
        category: categoryId,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        detail: [audit.explanation, audit.displayValue, ...sample].filter(Boolean).join(' · '),
      })
    }
  }
  return failing
}

/** A built page that carries `<meta name="robots" content="noindex">`. */
export function isNoindexPage(html) {
  return [...html.matchAll(/<meta\b([^>]*)>/gi)].some((match) => {
    const attributes = parseAttributes(match[1])
    return attributes.name?.toLowerCase() === 'robots' && /\bnoindex\b/i.test(attributes.content ?? '')
  })
}

/** The summary of one run of one route. */
export function summarize(route, lhr, { notFound = false, noindex = false } = {}) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, score(id)]))
  const gateScores = { ...scores }
  const exempted = []
  const expected = notFound ? EXPECTED_ON_NOT_FOUND : noindex ? EXPECTED_ON_NOINDEX : {}
  for (const categoryId of Object.keys(expected)) {
    const excluded = notFound ? expectedNotFoundFailures(lhr, categoryId) : expected[categoryId]
    if (scores[categoryId] !== null) gateScores[categoryId] = scoreWithout(lhr, categoryId, excluded)
    exempted.push(...excluded)
  }
  const lcp = numeric('largest-contentful-paint')
  return {
    route,
    notFound,
    noindex,
    scores,
    gateScores,
    exempted,
    lcpSeconds: lcp === null ? null : lcp / 1000,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings ?? [],
    failing: failingAudits(lhr),
    details: performanceDetails(lhr),
    // The host's speed as this run measured it, which its timings follow (targets.mjs).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
  }
}

/** One line on where the time goes: the LCP element and its phases, main-thread work, the costliest scripts, unused JavaScript. */
function performanceDetails(lhr) {
  const audits = lhr.audits
  const parts = []
  const phases = audits['largest-contentful-paint-element']?.details?.items?.find((item) =>
    item.headings?.some((h) => h.key === 'phase'),
  )?.items
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet
  if (lcpElement) parts.push(`LCP element ${String(lcpElement).replace(/\s+/g, ' ').slice(0, 120)}`)
  if (phases) parts.push(`LCP phases ${phases.map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ')}`)
  const mainThread = audits['mainthread-work-breakdown']?.numericValue
  if (mainThread != null) parts.push(`main-thread work ${(mainThread / 1000).toFixed(1)} s`)
  const bootup = (audits['bootup-time']?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${shortUrl(item.url)} ${Math.round(item.total)} ms`)
  if (bootup.length) parts.push(`JS execution: ${bootup.join(', ')}`)
  const longTasks = audits['long-tasks']?.details?.items?.length
  if (longTasks) parts.push(`${longTasks} long tasks`)
  const unused = audits['unused-javascript']?.details?.overallSavingsBytes
  if (unused) parts.push(`unused JS ${(unused / 1000).toFixed(1)} kB`)
  const blocking = (audits['render-blocking-resources']?.details?.items ?? []).map((item) => shortUrl(item.url))
  if (blocking.length) parts.push(`render-blocking: ${blocking.join(', ')}`)
  return parts.join(' · ')
}

function shortUrl(url) {
  try {
    const { pathname } = new URL(url)
    return pathname === '/' ? 'document' : pathname.split('/').at(-1) || pathname
  } catch {
    return url
  }
}
