// Starts a prerendered page's JavaScript after its first render instead of during it.
//
// React Router writes, into every page, `<link rel="modulepreload">` tags for all the page's chunks
// and an inline module script that imports the route modules and the client entry. The browser starts
// all of those downloads while it is still fetching the stylesheet, the font and the hero image, and
// on a slow mobile connection they share its bandwidth: the page paints later although it needs no
// script to paint (every page is complete HTML, and dropdowns, FAQs and links work without script).
//
// This moves that module script into a content-hashed file, `/assets/boot-<hash>.js`, and puts a small
// classic script in its place. Once the page has loaded and its first contentful paint is on screen,
// that script imports the first view's script (app/shell/main.ts, a few kilobytes without React),
// which runs the page's controls. React Router's chunks and the boot file, which hydrates, load only
// when a visitor shows intent to follow an in-site link (app/shell/navigation-intent.ts).
//
// React Router also writes inline scripts that only hydration reads: the router context, and after
// the module script the loader data as a stream with React's Suspense reveal code. A page that is
// only read never needs them, yet a phone parses, compiles and runs them (4 KB on the home page, and
// a DOM move a frame later). They are kept as they are, in inert `<template data-react-boot>`
// elements at their places; `__startReact` puts them back, and so runs them, before anything else.
//
// React Router's scroll restoration script stays, as it must scroll before the first paint, but runs
// only for a history entry React Router has keyed: one it saved a position for. For a new entry it
// would only key it and read sessionStorage, a synchronous round trip to the browser process that
// took 1 to 35 ms of a loading page's main thread; `__startReact` keys the entry instead.

import { createHash } from 'node:crypto'

const MODULE_SCRIPT = /<script type="module"[^>]*>([\s\S]*?)<\/script>/g
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
// React Router's scroll restoration: reads the position saved for this history entry and scrolls there.
const SCROLL_RESTORATION = /<script>(\(\(storageKey2?, restoreKey\) => \{[\s\S]*?\}\)\("[^"]+", null\))<\/script>/
// The router context: the inline script just before the module script.
const CONTEXT_SCRIPT = /<script>window\.__reactRouterContext = [\s\S]*?<\/script>$/
// What React Router writes after the module script: the loader data stream (in hidden divs the reveal
// script moves into Suspense boundaries), and nothing a visitor sees.
const HYDRATION_DATA =
  /^(?:<!--\/?\$\??-->|<template id="B:\d+"><\/template>|<script(?: id="_R_")?>[\s\S]*?<\/script>|<div hidden id="S:\d+">(?:<script>[\s\S]*?<\/script>)*<\/div>)*$/
const REACT_BOOT_TEMPLATE = 'template data-react-boot=""'

/**
 * The inline script that replaces React Router's module script. Once the page has painted it imports
 * the first view's script (app/shell/main.ts), which runs the page's controls without React. It
 * defines `__startReact`, which that script calls when a visitor shows intent to follow an in-site
 * link (app/shell/navigation-intent.ts): that works in small steps, each in a task of its own, so no
 * step is a long task on a slow phone: one preload hint per task, then each chunk but the client
 * entry evaluated in a task of its own (evaluating them all in one go, as a module graph does, took
 * one long task), then the boot file, which hydrates.
 */
function deferredLoader(bootPath, preloads, entryPath, firstViewPath) {
  return (
    `(()=>{const p=${JSON.stringify(preloads)},e=${JSON.stringify(entryPath)},b=${JSON.stringify(bootPath)};let r,d=0;` +
    `const t=()=>new Promise(r=>setTimeout(r));` +
    `window.__startReact=()=>r??=(async()=>{` +
    // The history entry's key, which React Router's scroll restoration script gives a new entry.
    `history.state?.key||history.replaceState({key:Math.random().toString(32).slice(2)},"");` +
    // React Router's inline scripts first: the chunks may read the router context.
    `for(const t of document.querySelectorAll("template[data-react-boot]"))t.replaceWith(t.content.cloneNode(true));` +
    `for(const h of p){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l);await t()}` +
    // The client entry hydrates when evaluated, so it runs last, from the boot file.
    `for(const h of p)if(h!==e){await import(h);await t()}` +
    `await import(b)})();` +
    // A literal import(): scripts/benchmarks/size.mjs (and any reader) can see what the first view
    // loads. The boot file is named through a variable: it loads on intent, not with the page.
    `const f=()=>{if(!d++)requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(firstViewPath)})))};` +
    // The first contentful paint is reported once that frame is on screen. `load` can come first
    // (a page with few images), and the downloads must not compete with what that frame needs.
    `const c=e=>e.some(x=>x.name==="first-contentful-paint");` +
    `const w=()=>{if(c(performance.getEntriesByType("paint")))return f();` +
    `const o=new PerformanceObserver(l=>{if(c(l.getEntries())){o.disconnect();f()}});` +
    // Browsers without paint timing (and hidden tabs, which do not paint) start after three seconds.
    `try{o.observe({type:"paint"})}catch{}setTimeout(f,3e3)};` +
    `document.readyState==="complete"?w():addEventListener("load",w,{once:true})})()`
  )
}

function bootFileName(code) {
  return `boot-${createHash('sha256').update(code).digest('base64url').slice(0, 10)}.js`
}

/**
 * Rewrites one page. Returns the new HTML and the boot file to write (its name under assets/ and its
 * code; none for a page this already rewrote, so postbuild can run twice). Throws when the page does
 * not look as expected, so a React Router upgrade that changes its output fails the build instead of
 * shipping pages that never hydrate.
 */
export function deferHydration(html, { assetsPath = '/assets/', firstViewPath }) {
  if (!firstViewPath) throw new Error('expected the path of the first view script')
  const moduleScripts = [...html.matchAll(MODULE_SCRIPT)]
  if (moduleScripts.length === 0 && html.includes('window.__startReact=')) return { html, boot: undefined }
  if (moduleScripts.length !== 1 || !moduleScripts[0][1].includes('window.__reactRouterRouteModules')) {
    throw new Error(`expected one React Router module script, found ${moduleScripts.length}`)
  }
  const [tag, code] = moduleScripts[0]
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])
  if (preloads.length === 0) throw new Error('expected modulepreload links for the page chunks')

  // React Router's module script ends by importing the client entry, which hydrates the page.
  const entryPath = [...code.matchAll(/\bimport\("([^"]+)"\)/g)].at(-1)?.[1]
  if (!entryPath || !preloads.includes(entryPath))
    throw new Error('expected the module script to import the client entry, a preloaded chunk')

  const name = bootFileName(code)
  const bootPath = `${assetsPath}${name}`
  const loader = `<script data-boot="${bootPath}">${deferredLoader(bootPath, preloads, entryPath, firstViewPath)}</script>`
  const { before, after, end } = splitAtModuleScript(html, tag)
  if (!SCROLL_RESTORATION.test(before)) throw new Error('expected React Router’s scroll restoration script')
  const rewritten =
    before
      .replace(MODULE_PRELOAD, '')
      .replace(SCROLL_RESTORATION, (_, restore) => `<script>if(history.state?.key)${restore}</script>`)
      .replace(CONTEXT_SCRIPT, (context) => inert(context)) +
    loader +
    inert(after) +
    end
  return { html: rewritten, boot: { name, code } }
}

/**
 * The page around React Router's module script: what comes before it, which must end with the router
 * context; the hydration data after it; and the end of the body on.
 */
function splitAtModuleScript(html, moduleTag) {
  const at = html.indexOf(moduleTag)
  const bodyEnd = html.lastIndexOf('</body>')
  const before = html.slice(0, at)
  const after = html.slice(at + moduleTag.length, bodyEnd)
  if (!CONTEXT_SCRIPT.test(before)) throw new Error('expected the router context script just before the module script')
  if (!HYDRATION_DATA.test(after)) throw new Error(`expected only hydration data after the module script, found: ${after.slice(0, 120)}`)
  return { before, after, end: html.slice(bodyEnd) }
}

/** The markup in a template the browser parses but does not run, until __startReact puts it back. */
function inert(markup) {
  return markup ? `<${REACT_BOOT_TEMPLATE}>${markup}</template>` : ''
}
