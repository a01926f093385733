import { View } from '@react-pdf/renderer'

/** Who wants to know which page a section starts on: the renderer's first pass records it. */
export type MarkPage = (id: string, pageNumber: number) => void

/**
 * Draws nothing; tells `mark` the page it lands on. Put first in a section, it gives the page
 * number the contents print (react-pdf knows page numbers only while it lays pages out).
 */
export function PageMarker({ id, mark }: { id: string; mark: MarkPage }) {
  return (
    <View
      render={({ pageNumber }) => {
        mark(id, pageNumber)
        return null
      }}
    />
  )
}

/**
 * A PDF bookmark (the reader's outline) for a section: react-pdf draws `bookmark` on any node,
 * though its types declare it on pages only.
 */
export function bookmark(title: string): object {
  return { bookmark: { title, fit: true } }
}
