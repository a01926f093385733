// What the content editor does to an entry's data between its form and the file format's writer
// (Sveltia CMS's draft serialization): keys in the order of the form's fields, every string trimmed,
// an optional field left empty dropped (`omit_empty_optional_fields`). With content-format.mjs's
// writer after it, this is a save of an unchanged entry, which content-format.test.ts runs over
// every content file and e2e/cms.spec.ts compares with the editor's real saves.
import type { CmsField } from './cms-fields'

/** The data the editor hands to its file writer for an entry whose form has `fields`. */
export function saveLikeEditor(data: Record<string, unknown>, fields: readonly CmsField[]): Record<string, unknown> {
  return objectOf(data, fields)
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0)

function objectOf(data: Record<string, unknown>, fields: readonly CmsField[], typeKey?: string): Record<string, unknown> {
  const result: Record<string, unknown> = {}
  if (typeKey && typeKey in data) result[typeKey] = data[typeKey]
  for (const field of fields) {
    if (!(field.name in data)) continue
    const value = valueOf(data[field.name], field)
    if (field.required === false && isEmpty(value)) continue
    result[field.name] = value
  }
  // Keys the form does not know are kept after its fields (the schemas are strict, so none should be).
  for (const [key, value] of Object.entries(data)) if (!(key in result) && !fields.some((field) => field.name === key)) result[key] = value
  return result
}

function valueOf(value: unknown, field: CmsField): unknown {
  if (typeof value === 'string') return value.trim()
  if (Array.isArray(value)) {
    if (field.types) {
      const typeKey = (field.typeKey as string | undefined) ?? 'type'
      const types = field.types as (CmsField & { fields: CmsField[] })[]
      return value.map((item: Record<string, unknown>) =>
        objectOf(item, types.find((type) => type.name === item[typeKey])?.fields ?? [], typeKey),
      )
    }
    if (field.fields) return value.map((item: Record<string, unknown>) => objectOf(item, field.fields as CmsField[]))
    const itemField = (field.field as CmsField | undefined) ?? field
    return value.map((item) => valueOf(item, itemField))
  }
  if (value && typeof value === 'object' && field.fields) return objectOf(value as Record<string, unknown>, field.fields as CmsField[])
  return value
}
