// The not-found texts are quoted from the specification exactly, spelling included.

/** The not-found page's own URL (the spec's `/pagenotfound`); unknown URLs show the same page. */
export const NOT_FOUND_PATH = '/pagenotfound'
export const notFound = {
  title: 'Oops, nothing here......',
  lead: "Uh oh, we cant't seen to find the page you are looking for....",
  hint: {
    before: 'Try going back to previous page or ',
    link: { label: 'Contact us', path: '/contactus' },
    after: ' for more information.',
  },
  backLink: { label: 'Go Back', path: '/' },
  seoDescription: 'The page you asked for does not exist. Go back to the home page or contact us and we will point you to the right place.',
} as const
