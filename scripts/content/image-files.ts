// Files under public/ that content names, and images as pages need them: the path, and the width
// and height read from the file, so the page reserves the image's space (no layout shift) whatever
// size the editor uploaded.
import { existsSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'

import { imageSize } from 'image-size'

export type ImageFile = { src: string; width: number; height: number }

function fileOf(projectDir: string, src: string) {
  return join(projectDir, 'public', src)
}

/** Files whose width and height pages need, by extension: what an <img> shows. */
const IMAGE = /\.(svg|png|jpe?g|gif|webp|avif)$/i

/** Whether `src` names an image, whose size the build reads. */
export function isImage(src: string) {
  return IMAGE.test(src)
}

/**
 * Why `src`, a path a content file names, cannot be served from public/, or null: it leads out of
 * public/, names no file, or names an image whose size cannot be read.
 */
export function publicFileProblem(projectDir: string, src: string): string | null {
  const publicDir = join(projectDir, 'public')
  const path = fileOf(projectDir, src)
  if (!path.startsWith(publicDir + sep)) return `${src} is outside public/: write the path from public/, like /images/name.svg`
  if (isImage(src)) return imageProblem(projectDir, src)
  return existsSync(path) ? null : missing(src)
}

function missing(src: string) {
  return `no file public${src}: upload it or correct the path`
}

/** Why `src` cannot be shown, or null: a missing file, or one whose size cannot be read. */
function imageProblem(projectDir: string, src: string): string | null {
  const path = fileOf(projectDir, src)
  if (!existsSync(path)) return missing(src)
  try {
    const { width, height } = imageSize(readFileSync(path))
    return width && height ? null : `public${src} has no width and height`
  } catch (error) {
    return `public${src} is not a readable image (${(error as Error).message})`
  }
}

/** The image with its size; call only for paths publicFileProblem() accepted. */
export function imageFile(projectDir: string, src: string): ImageFile {
  const { width, height } = imageSize(readFileSync(fileOf(projectDir, src)))
  return { src, width: width!, height: height! }
}
