// Structure tags for react-pdf nodes, read by our patch to @react-pdf/render
// (patches/@react-pdf+render+4.7.0.patch). react-pdf's types know no `tag` prop, so these helpers
// return props to spread (`<Text {...pdfTag('H2')}>`): typed here, once, instead of a cast per node.

/** Elements that hold other elements: a section, a list, a list item and its body. */
type ContainerType = 'Sect' | 'L' | 'LI' | 'LBody'
/** Elements whose node's whole drawing is their content: headings, a paragraph, a list item's label. */
type LeafType = 'H1' | 'H2' | 'H3' | 'P' | 'Lbl'

export type PdfTag =
  | { type: ContainerType | LeafType }
  | { type: 'Lbl'; actual: string }
  | { type: 'Figure'; alt: string }
  | { type: 'Artifact'; artifact: 'Pagination' | 'Layout' }

/**
 * Props that make a node a structure element. Each call makes a new object: the renderer keys the
 * element by that object, which a node split across pages keeps, so call it once per node.
 */
export function pdfTag(type: ContainerType | LeafType): { tag: PdfTag } {
  return { tag: { type } }
}

/**
 * A list item's label drawn as a picture (a check mark): its drawing is the label's content, and
 * `text` what a screen reader reads for it (the label's ActualText).
 */
export function pdfBullet(text: string): { tag: PdfTag } {
  return { tag: { type: 'Lbl', actual: text } }
}

/** A picture (drawing, chart) a screen reader announces by its alternative text. */
export function pdfFigure(alt: string): { tag: PdfTag } {
  return { tag: { type: 'Figure', alt } }
}

/**
 * Drawing a screen reader skips: `Pagination` for the running header and footer, `Layout` for
 * decoration. Text under an artifact is not read.
 */
export function pdfArtifact(artifact: 'Pagination' | 'Layout'): { tag: PdfTag } {
  return { tag: { type: 'Artifact', artifact } }
}

/** Document props that turn tagging on: a structure tree under one Document element. */
export const TAGGED_DOCUMENT = { tagged: true } as const
