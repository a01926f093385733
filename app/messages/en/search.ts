// The search dialog, its results and the not-found page's suggestions (app/shell/search/): loaded
// with the dialog's code, so it holds nothing else.
export const searchMessages = {
  title: 'Search the site',
  placeholder: 'Search services, stories, pages and roles',
  close: 'Close',
  results: 'Results',
  browse: { before: 'Or browse', link: 'every page of the site', after: '.' },
  prompt: 'Type a service, a technology, an industry or a role.',
  failed: 'Search could not load. Check your connection, or browse every page of the site below.',
  noMatch: (query: string) => `No page matches “${query}”. Try other words.`,
  resultCount: (count: number): string => (count === 1 ? '1 result' : `${count} results`),
  suggestions: 'You may be looking for:',
  noSuggestion: (query: string) => `No page matches “${query}”.`,
  /** What a result calls its page's type. */
  kinds: { service: 'Service', story: 'Success story', page: 'Page', role: 'Open role' },
}
