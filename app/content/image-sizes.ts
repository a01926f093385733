import imageSizes from '../generated/content/image-sizes.json' with { type: 'json' }

// The width and height of every image a content file names (a service's card, a story's picture, a
// page's illustration, an office), read from the file when the content is generated
// (scripts/content/field-checks.ts), so an <img> reserves the file's own shape whatever size was
// uploaded. Build-time only: the sections that show these images render on the server.

const sizes: Readonly<Record<string, { width: number; height: number }>> = imageSizes

/** The width and height of `src`, an image path a content file names. */
export function imageSizeOf(src: string): { width: number; height: number } {
  const size = sizes[src]
  // Generation stops on an image it cannot size, so this is a path that is not from content.
  if (!size) throw new Error(`imageSizeOf: ${src} is not an image any content file names (app/generated/content/image-sizes.json)`)
  return size
}
