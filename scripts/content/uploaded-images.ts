// Sizes the uploaded images named by a collection's files, given which fields hold them. That each
// file is there and readable is checked for every collection by the fields' type (field-checks.ts).
import { type ImageFile, imageFile } from './image-files'

/** The record with each named image replaced by its path and size. */
export function withImageSizes<T extends object, K extends keyof T & string>(data: T, fields: readonly K[], projectDir: string) {
  const sized = { ...data } as Record<string, unknown>
  for (const field of fields) {
    const src = data[field]
    if (typeof src === 'string') sized[field] = imageFile(projectDir, src)
  }
  return sized as Omit<T, K> & { [F in K]: T[F] extends string ? ImageFile : T[F] extends string | undefined ? ImageFile | undefined : T[F] }
}
