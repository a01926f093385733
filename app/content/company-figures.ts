import settings from '../generated/content/settings.json' with { type: 'json' }

// The company-wide claims of the specification, written once in content/en/settings.yaml as the
// spec writes them. Pages quote these objects, and content files name them by key
// (`companyFigure: projects`), instead of retyping the numbers.
export const companyFigures = settings.companyFigures

/** A figure as shown: a content file's own, or the company-wide one it names by key. */
export function resolveFigure(figure: { value: string; label: string } | { companyFigure: keyof typeof companyFigures }) {
  return 'companyFigure' in figure ? companyFigures[figure.companyFigure] : figure
}
