// The Lighthouse categories `npm run perf` runs and judges, with the names the report gives them.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
export const CATEGORY_NAMES = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' }
