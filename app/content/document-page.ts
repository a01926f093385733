import type { PageBlockFile } from './schema/page'

// Legal and policy pages (/privacypolicy, and any terms or cookie policy to come) are the pages
// whose body is a `document` block: text read top to bottom, not a pitch. They open on a plain
// document header (title, what the text covers, when it last changed) with no booking button and
// no illustration; the schema refuses a hero image, screen, visual, problem or second button there.

type DocumentBlock = Extract<PageBlockFile, { kind: 'document' }>

/** The page's document block, when the page is a legal or policy document. */
export function documentBlockOf(page: { blocks: readonly { kind: string }[] }): DocumentBlock | undefined {
  return page.blocks.find((block): block is DocumentBlock => block.kind === 'document')
}

export const isDocumentPage = (page: { blocks: readonly { kind: string }[] }) => documentBlockOf(page) !== undefined
