// The paper sizes each brochure is printed on. A module without imports: the content checks
// (scripts/content/collections/brochures.ts) read it before any content is generated.

/**
 * A4 is the default edition (the company's offices and most of its clients are in A4 countries);
 * readers in North America get a US Letter edition, laid out for that page rather than scaled.
 */
export const BROCHURE_PAPERS = ['A4', 'LETTER'] as const

export type BrochurePaper = (typeof BROCHURE_PAPERS)[number]

/** How the brochures page names an edition's paper. */
export const PAPER_LABELS: Record<BrochurePaper, string> = { A4: 'A4', LETTER: 'US Letter' }

/**
 * The Letter edition of `<slug>.pdf` is `<slug>-letter.pdf`, so no brochure's file name may end in
 * this (the brochures collection checks it).
 */
export const LETTER_SUFFIX = '-letter'
