// The Lighthouse categories `npm run perf` runs, with the names the report gives them (gates.mjs
// judges all but Performance).

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
export const CATEGORY_NAMES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' }
