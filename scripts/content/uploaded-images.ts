// Checks and sizes the uploaded images named by a collection's files, given which fields hold them.
import type { ContentEntry } from './read-content'
import { type ImageFile, imageFile, imageProblem } from './image-files'

/** One problem per named image that is missing or unreadable, with the file and field. */
export function uploadedImageProblems<T>(entries: readonly ContentEntry<T>[], fields: readonly (keyof T & string)[], projectDir: string) {
  return entries.flatMap(({ file, data }) =>
    fields.flatMap((field) => {
      const src = data[field]
      if (typeof src !== 'string') return []
      const problem = imageProblem(projectDir, src)
      return problem ? [`${file}: ${field}: ${problem}`] : []
    }),
  )
}

/** The record with each named image replaced by its path and size. */
export function withImageSizes<T extends object, K extends keyof T & string>(data: T, fields: readonly K[], projectDir: string) {
  const sized = { ...data } as Record<string, unknown>
  for (const field of fields) {
    const src = data[field]
    if (typeof src === 'string') sized[field] = imageFile(projectDir, src)
  }
  return sized as Omit<T, K> & { [F in K]: T[F] extends string ? ImageFile : T[F] extends string | undefined ? ImageFile | undefined : T[F] }
}
