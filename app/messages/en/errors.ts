// The loading spinner and the error screen: in the browser on every page, so kept small.
export const errorMessages = {
  loading: 'Loading',
  title: 'Unexpected Application Error!',
  goHome: 'Go to the home page',
  unknown: 'Something went wrong while loading this page.',
  pageNotLoaded: (path: string) => `The page ${path} could not be loaded. Check your connection and try again.`,
}
