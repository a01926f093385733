import settings from '../generated/content/settings.json' with { type: 'json' }

// The company-wide claims of the specification, written once in content/en/settings.yaml as the
// spec writes them. Pages quote these objects, and content files name them by key
// (`companyFigure: projects`), instead of retyping the numbers.
export const companyFigures = settings.companyFigures
