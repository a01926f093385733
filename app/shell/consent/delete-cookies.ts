// Removing a provider's cookies when a visitor declines or withdraws consent. Scripts may set a
// cookie for the page's host or for a parent domain (Google Analytics uses the widest one it may,
// `.stratora.example`), and a cookie is removed only by a write with the same domain and path, so
// every candidate is expired.

/** Whether a cookie `name` is one of `patterns`: exact names, or prefixes ending in `*`. */
export function cookieMatches(name: string, patterns: readonly string[]) {
  return patterns.some((pattern) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern))
}

/** The host, then each parent domain short of the top level: www.stratora.example -> itself and .stratora.example. */
export function cookieDomains(hostname: string) {
  const labels = hostname.split('.')
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [hostname]
  return [hostname, ...labels.slice(1, -1).map((_, i) => `.${labels.slice(i + 1).join('.')}`)]
}

/** Expires every cookie of the document whose name matches `patterns`; returns the names. */
export function deleteCookies(doc: Document, patterns: readonly string[]) {
  const names = doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name && cookieMatches(name, patterns))
  const expired = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'
  for (const name of names) {
    doc.cookie = `${name}=; ${expired}`
    for (const domain of cookieDomains(doc.location.hostname)) doc.cookie = `${name}=; ${expired}; Domain=${domain}`
  }
  return names
}
