// Search and social settings that follow from the content, not from the build. Only generated JSON
// besides, so the router config can list the social images to prerender (see route-paths.ts).
export { CONTENT_UPDATED } from './content-updated'

/** Every page's social card (Open Graph and Twitter image): a PNG the size large link previews use. */
export const SOCIAL_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const

/** Where the social cards are prerendered: build/client/social/<name>.png. */
export const SOCIAL_IMAGE_DIR = '/social'

/**
 * File name, without `.png`, of the social card for the page at `path`: `home` for `/`, the path
 * in lower case otherwise, with `--` between segments (`success-stories--<slug>`). The meta tags
 * and the prerender list both call this, so a page's tag always names a file the build wrote.
 */
export function socialImageName(path: string): string {
  const segments = path.toLowerCase().split('/').filter(Boolean)
  return segments.length === 0 ? 'home' : segments.join('--')
}

/** Root-relative URL of the page's social card, e.g. `/social/business-intelligence.png`. */
export function socialImagePath(path: string): `/${string}` {
  return `${SOCIAL_IMAGE_DIR}/${socialImageName(path)}.png`
}
