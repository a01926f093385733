// Points an edition's prerendered links at the edition's own pages. The router prefixes the links it
// makes (basename), but markup written as plain HTML does not: links in Markdown, the site map, the
// cookie banner's policy link, form actions. A root-relative link whose target the edition publishes
// gets the prefix; one it does not publish (an untranslated page, a file every edition shares)
// stays as it is. A link that says which language it leads to (hreflang, the language switch) is left
// alone: it leads out of the edition on purpose.

/** `published`: the edition's files, `/nl/about/index.html`, `/nl/brochures/x.pdf`. */
export function localizeLinks(html, prefix, published) {
  return html.replace(/<(a|form|link)\b[^>]*>/gi, (tag) => {
    if (/\bhreflang=/i.test(tag)) return tag
    return tag.replace(/\b(href|action)="(\/[^"]*)"/i, (attribute, name, target) => {
      const localized = localizedTarget(target, prefix, published)
      return localized === target ? attribute : `${name}="${localized}"`
    })
  })
}

function localizedTarget(target, prefix, published) {
  if (target.startsWith('//') || target === prefix || target.startsWith(`${prefix}/`) || target.startsWith(`${prefix}#`)) return target
  const [, path, rest] = /^([^?#]*)(.*)$/.exec(target)
  const page = path === '/' ? prefix : `${prefix}${path.replace(/\/$/, '')}`
  const files = path === '/' ? [`${prefix}/index.html`] : [`${page}/index.html`, page]
  return files.some((file) => published.has(file)) ? `${page}${rest}` : target
}
