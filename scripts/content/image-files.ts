// Uploaded images as pages need them: the path, and the width and height read from the file, so
// the page reserves the image's space (no layout shift) whatever size the editor uploaded.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { imageSize } from 'image-size'

export type ImageFile = { src: string; width: number; height: number }

function fileOf(projectDir: string, src: string) {
  return join(projectDir, 'public', src)
}

/** Why `src` cannot be shown, or null: a missing file, or one whose size cannot be read. */
export function imageProblem(projectDir: string, src: string): string | null {
  const path = fileOf(projectDir, src)
  if (!existsSync(path)) return `no file public${src}: upload it or correct the path`
  try {
    const { width, height } = imageSize(readFileSync(path))
    return width && height ? null : `public${src} has no width and height`
  } catch (error) {
    return `public${src} is not a readable image (${(error as Error).message})`
  }
}

/** The image with its size; call only for paths imageProblem() accepted. */
export function imageFile(projectDir: string, src: string): ImageFile {
  const { width, height } = imageSize(readFileSync(fileOf(projectDir, src)))
  return { src, width: width!, height: height! }
}
