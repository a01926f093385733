// Sections far below the fold use `content-visibility: auto` (app.css): the browser paints them only
// near the viewport. Tools that read the whole page at once, a full-page screenshot or axe's colour
// checks, see blank space there; this renders every section first. Used by npm run screenshots and
// the accessibility tests.

/** Makes every section of a Playwright page render, wherever it is. */
export async function renderAllSections(page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
}
