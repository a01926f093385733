// What a field's type asks of its value beyond its format (buildChecks in
// app/content/schema/fields.ts): a path names a file under public/, and a publication date moves
// the site's "Content updated" date forward (latestPublicationDate). The fields are found by walking each file's data alongside its
// schema, so a new field of such a type, in any collection, is checked without being listed here.
import type { z } from 'zod'

import { type BuildCheck, buildChecks } from '../../app/content/schema/fields'
import { fieldPath } from './content-error'
import { imageFile, isImage, publicFileProblem } from './image-files'
import type { ContentEntry } from './read-content'

export type CheckedField = BuildCheck & { path: PropertyKey[]; value: string }

/** A collection as read: its schema and its files' data. */
export type ReadCollection = { collection: { schema: z.ZodType }; entries: readonly ContentEntry<unknown>[] }

/** The width and height of each image content names, by its path: app/generated/content/image-sizes.json. */
export type ImageSizes = Record<string, { width: number; height: number }>

/** Each file's checked fields: found in one walk, then read by each check below. */
export type FieldsByFile = readonly { file: string; fields: CheckedField[] }[]

export function fieldsByFile(read: readonly ReadCollection[]): FieldsByFile {
  return read.flatMap(({ collection, entries }) => entries.map(({ file, data }) => ({ file, fields: checkedFields(collection.schema, data) })))
}

/** One line per file path that names no file under public/. */
export function fieldCheckProblems(files: FieldsByFile, { projectDir }: { projectDir: string }) {
  return files.flatMap(({ file, fields }) =>
    fields.flatMap(({ check, path, value }) => {
      const problem = check === 'public-file' ? publicFileProblem(projectDir, value) : null
      return problem ? [`${file}: ${fieldPath(path)}: ${problem}`] : []
    }),
  )
}

/**
 * The newest publication date in the content (a story's `published`, a page's "Last updated"), or
 * undefined. The site's "Content updated" date (a story's dateModified, every sitemap lastmod) is
 * never earlier: a story an editor publishes today with the editor's "Today" button moves it forward
 * by itself, rather than leaving datePublished after dateModified or failing the build.
 */
export function latestPublicationDate(files: FieldsByFile): string | undefined {
  const dates = files.flatMap(({ fields }) => fields.filter(({ check }) => check === 'publication-date'))
  return dates.map(({ value }) => value).toSorted().at(-1)
}

/** The size of every image the content names, read from its file; for content fieldCheckProblems() accepted. */
export function imageSizes(files: FieldsByFile, projectDir: string): ImageSizes {
  const paths = files.flatMap(({ fields }) => fields.filter(({ check, value }) => check === 'public-file' && isImage(value)))
  const sizes: ImageSizes = {}
  for (const { value } of paths.toSorted((a, b) => a.value.localeCompare(b.value))) {
    const { width, height } = imageFile(projectDir, value)
    sizes[value] = { width, height }
  }
  return sizes
}

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def

/** Every string in `data` whose type in `schema` is registered in buildChecks, with its field path. */
export function checkedFields(schema: z.ZodType, data: unknown, path: PropertyKey[] = []): CheckedField[] {
  const registered = buildChecks.get(schema)
  if (registered) return typeof data === 'string' ? [{ ...registered, path, value: data }] : []
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      return checkedFields(def.innerType as z.ZodType, data, path)
    case 'pipe':
      return checkedFields(def.in as z.ZodType, data, path)
    case 'lazy':
      return checkedFields((def.getter as () => z.ZodType)(), data, path)
    case 'object': {
      if (!isRecord(data)) return []
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        key in data ? checkedFields(field, data[key], [...path, key]) : [],
      )
    }
    case 'array':
      return Array.isArray(data) ? data.flatMap((item, i) => checkedFields(def.element as z.ZodType, item, [...path, i])) : []
    case 'tuple': {
      if (!Array.isArray(data)) return []
      const items = def.items as z.ZodType[]
      const rest = def.rest as z.ZodType | null
      return data.flatMap((item, i) => {
        const type = items[i] ?? rest
        return type ? checkedFields(type, item, [...path, i]) : []
      })
    }
    case 'record':
      return isRecord(data) ? Object.entries(data).flatMap(([key, item]) => checkedFields(def.valueType as z.ZodType, item, [...path, key])) : []
    case 'union': {
      // The member the value is (a page block of one kind): the others' fields are not its fields.
      // A discriminated union says which by one field; another is tried member by member.
      const options = def.options as z.ZodType[]
      const key = def.discriminator as string | undefined
      const member =
        key && isRecord(data)
          ? options.find((option) => literalOf(option, key) === data[key])
          : options.find((option) => option.safeParse(data).success)
      return member ? checkedFields(member, data, path) : []
    }
    case 'intersection':
      return [...checkedFields(def.left as z.ZodType, data, path), ...checkedFields(def.right as z.ZodType, data, path)]
    default:
      return []
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The value an object schema's `key` field must have (`kind: 'faq'`), if it is a literal. */
function literalOf(schema: z.ZodType, key: string): unknown {
  const field = (defOf(schema).shape as Record<string, z.ZodType> | undefined)?.[key]
  return field ? (defOf(field).values as unknown[] | undefined)?.[0] : undefined
}
