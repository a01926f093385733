/**
 * Markup prerendered by `renderStaticHtml`. React hydrates this wrapper and leaves what is inside
 * alone; `display: contents` keeps the wrapper out of the layout.
 */
export function StaticHtml({ html }: { html: string }) {
  return <div data-static-html="" className="contents" dangerouslySetInnerHTML={{ __html: html }} />
}
