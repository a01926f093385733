// Every page's opening band (its hero; the not-found page's message) ends with this marker, and the
// document's head tells the browser not to paint before the marker is parsed (root.tsx, a
// render-blocking `<link rel="expect">`). Without it, a browser that has half a hero paints it, and
// the rest moves it: a centred column grows up and down, a lead placed above what came first in the
// markup pushes it down. On a slow connection or a busy phone that paint happens, and it is layout
// shift (e2e/slow-html.spec.ts). A marker, not an id on the band: Chromium stops waiting once the
// element with the id is in the document, when its start tag is parsed. The band ends about 30 KB
// into a page, within the first response packets with compression; the page's largest paint is in
// it anyway.
export const FIRST_SCREEN_END_ID = 'first-screen-end'

/** The last element of a page's opening band: the browser paints once it has parsed up to here. */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />
}
