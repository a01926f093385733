// The editor's form and the schemas cannot drift apart: every field of every registered
// collection's schema has an editor field at the same path, and the editor has no field the schema
// lacks (a save would write it and the build reject it).
import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { MARKDOWN_FORMAT_SAMPLES, MARKDOWN_FORMATS } from '../../app/content/markdown-formats'
import { ADMIN_PATH as APP_ADMIN_PATH } from '../../app/content/route-paths'
import * as fields from '../../app/content/schema/fields'
import { COMPANY_VISUALS } from '../../app/content/schema/company-visuals'
import { HOSTING_MODELS, PRODUCT_SCREENS } from '../../app/content/schema/product-screens'
import { ADMIN_PATH } from '../../server/headers.mjs'
import { collections } from '../content/collections'
import { cmsConfig } from './cms-config'
import { type CmsField, CmsFieldError, DEFAULT_HINTS, fieldsOf } from './cms-fields'

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: unknown) => (schema as { def: Def }).def

/** Every field path of a zod schema: `faqs[].answers`, `extraSections[logo-cards].items[].logo`. */
function schemaPaths(schema: unknown, prefix = ''): string[] {
  let def = defOf(schema)
  while (['optional', 'default', 'nullable'].includes(def.type)) def = defOf(def.innerType)
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, unknown>).flatMap(([name, field]) => {
      const path = prefix ? `${prefix}.${name}` : name
      return [path, ...schemaPaths(field, path)]
    })
  }
  if (def.type === 'array') {
    const element = defOf(def.element)
    if (element.type === 'union' && typeof element.discriminator === 'string') {
      const key = element.discriminator
      return [
        `${prefix}[].${key}`,
        ...(element.options as unknown[]).flatMap((option) => {
          const kind = (defOf(defOf(option).shape && (defOf(option).shape as Record<string, unknown>)[key]).values as string[])[0]
          return schemaPaths(option, `${prefix}[${kind}]`).filter((path) => path !== `${prefix}[${kind}].${key}`)
        }),
      ]
    }
    return schemaPaths(def.element, `${prefix}[]`)
  }
  return []
}

/** Every field path of the editor's fields, written the same way. */
function cmsPaths(fields: readonly CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    const nested = field.fields as CmsField[] | undefined
    const types = field.types as (CmsField & { fields: CmsField[] })[] | undefined
    if (types)
      return [path, `${path}[].${field.typeKey as string}`, ...types.flatMap((type) => cmsPaths(type.fields, `${path}[${type.name}]`))]
    if (field.widget === 'list' && nested) return [path, ...cmsPaths(nested, `${path}[]`)]
    if (nested) return [path, ...cmsPaths(nested, path)]
    return [path]
  })
}

describe('the CMS config', () => {
  const config = cmsConfig()

  it.each(collections.map((collection) => [collection.name, collection] as const))(
    'has every field of %s at its path',
    (name, collection) => {
      const editor = config.collections.find((entry) => entry.name === name)!
      // A single-file collection (settings, home...) is a file collection with that one file.
      const { fields, where } =
        'files' in editor && editor.files
          ? { fields: editor.files[0]!.fields, where: editor.files[0]!.file }
          : { fields: editor.fields, where: `${editor.folder}/` }
      expect(where).toBe(collection.singleFile ? `content/{{locale}}/${name}.yaml` : `content/{{locale}}/${name}/`)
      expect(cmsPaths(fields).sort()).toEqual(schemaPaths(collection.schema).sort())
    },
  )

  it('edits nested lists, variable section types, enums, images and the Markdown body', () => {
    const folders = config.collections.flatMap((entry) => ('folder' in entry ? [entry] : []))
    const services = folders.find((entry) => entry.name === 'services')!.fields
    const faqs = services.find((field) => field.name === 'faqs')!
    expect(faqs).toMatchObject({
      widget: 'list',
      fields: [{ name: 'question' }, { name: 'answers', widget: 'list', field: { widget: 'text' } }],
    })
    expect(services.find((field) => field.name === 'extraSections')).toMatchObject({ widget: 'list', typeKey: 'kind', required: false })
    expect(services.find((field) => field.name === 'img')).toMatchObject({ widget: 'image' })
    const offerings = services.find((field) => field.name === 'offerings')!.fields as CmsField[]
    expect((offerings.find((field) => field.name === 'items')!.fields as CmsField[])[0]).toMatchObject({ name: 'icon', widget: 'select' })
    const stories = folders.find((entry) => entry.name === 'stories')!
    expect(stories).toMatchObject({ format: 'stratora-markdown' })
    expect(stories.fields.at(-1)).toMatchObject({ name: 'body', label: expect.any(String), widget: 'markdown' })
    expect(config).toMatchObject({
      media_folder: 'public/images/uploads',
      public_folder: '/images/uploads',
      // Uploads get safe names: "Warehouse Photo 2026.PNG" is stored as warehouse-photo-2026.png.
      media_libraries: { default: { config: { slugify_filename: true } } },
      output: { omit_empty_optional_fields: true },
    })
  })

  it('offers in a story’s body exactly the Markdown the story page renders, none of Sveltia’s other defaults', () => {
    const stories = config.collections.flatMap((entry) => ('folder' in entry ? [entry] : [])).find((entry) => entry.name === 'stories')!
    expect(stories.fields.find((field) => field.name === 'body')).toEqual({
      name: 'body',
      label: expect.any(String),
      widget: 'markdown',
      // Unset, each of these means all: every toolbar button, the image and code-block components,
      // the raw Markdown text box and the shortcuts that turn `---` into a rule.
      buttons: [...MARKDOWN_FORMATS],
      editor_components: [],
      modes: ['rich_text'],
      use_markdown_shortcuts: false,
    })
    // Each button has a sample the story page is shown to render (markdown-prose.test.tsx).
    expect(MARKDOWN_FORMAT_SAMPLES.map((sample) => sample.name)).toEqual([...MARKDOWN_FORMATS])
    // Sveltia's own schema of its config: the options are ones it reads and the buttons ones it has,
    // so an upgrade that renamed either fails here rather than quietly offering every default again.
    const { definitions } = JSON.parse(
      readFileSync(new URL('../../node_modules/@sveltia/cms/schema/sveltia-cms.json', import.meta.url), 'utf8'),
    ) as {
      definitions: { MarkdownField: { properties: Record<string, unknown> }; RichTextEditorButtonName: { enum: string[] } }
    }
    expect(Object.keys(definitions.MarkdownField.properties)).toEqual(
      expect.arrayContaining(['widget', 'buttons', 'editor_components', 'modes', 'use_markdown_shortcuts']),
    )
    expect(definitions.RichTextEditorButtonName.enum).toEqual(expect.arrayContaining([...MARKDOWN_FORMATS]))
  })

  it('gives the editor the schema’s length limits, so it will not save a search description outside them', () => {
    const services = config.collections.flatMap((entry) => ('folder' in entry ? [entry] : [])).find((entry) => entry.name === 'services')!
    expect(services.fields.find((field) => field.name === 'seoDescription')).toMatchObject({ minlength: 120, maxlength: 160 })
    expect(services.fields.find((field) => field.name === 'name')).not.toHaveProperty('minlength')
  })

  it('uploads client logos, photos and badge images with the image widget', () => {
    const folders = config.collections.flatMap((entry) => ('folder' in entry ? [entry] : []))
    const fieldNamed = (collection: string, field: string) =>
      folders.find((entry) => entry.name === collection)!.fields.find((f) => f.name === field)
    expect(fieldNamed('clients', 'logo')).toMatchObject({ widget: 'image' })
    expect(fieldNamed('team', 'photo')).toMatchObject({ widget: 'image', required: false })
    expect(fieldNamed('badges', 'image')).toMatchObject({ widget: 'image' })
    expect(fieldNamed('testimonials', 'photo')).toMatchObject({ widget: 'image', required: false })
  })

  it('asks for an office’s time zone as its IANA name, with a hint saying how to write it', () => {
    const offices = config.collections.flatMap((entry) => ('folder' in entry ? [entry] : [])).find((entry) => entry.name === 'offices')!
    expect(offices.fields.find((field) => field.name === 'timeZone')).toMatchObject({
      label: 'Time zone',
      widget: 'string',
      hint: expect.stringContaining('Europe/London'),
    })
  })

  it('asks for an office’s map location as two decimal numbers, each labelled with its direction', () => {
    const offices = config.collections.flatMap((entry) => ('folder' in entry ? [entry] : [])).find((entry) => entry.name === 'offices')!
    const location = offices.fields.find((field) => field.name === 'location')!
    expect(location).toMatchObject({ widget: 'object', label: 'Location on the map' })
    expect(location.fields).toMatchObject([
      { name: 'lat', widget: 'number', value_type: 'float', label: expect.stringContaining('north') },
      { name: 'lon', widget: 'number', value_type: 'float', label: expect.stringContaining('east') },
    ])
  })

  it('edits a story’s results with numbers, worded units and directions, and an optional starting value', () => {
    const stories = config.collections.flatMap((entry) => ('folder' in entry ? [entry] : [])).find((entry) => entry.name === 'stories')!
    const results = stories.fields.find((field) => field.name === 'results')!
    expect(results).toMatchObject({ widget: 'list', summary: '{{fields.metric}}', hint: expect.any(String) })
    const field = (name: string) => (results.fields as CmsField[]).find((entry) => entry.name === name)
    expect(field('before')).toMatchObject({ widget: 'number', value_type: 'float', min: 0, required: false })
    expect(field('after')).toMatchObject({ widget: 'number', value_type: 'float', min: 0 })
    expect(field('after')).not.toHaveProperty('required')
    expect(field('unit')).toMatchObject({
      widget: 'select',
      options: expect.arrayContaining([
        { label: 'US dollars ($30K)', value: 'usd' },
        { label: 'Euros (30K euros)', value: 'eur' },
      ]),
    })
    expect(field('direction')).toMatchObject({
      widget: 'select',
      label: 'Which way is better',
      options: [{ label: 'Lower is better (cost, time)', value: 'lower-is-better' }, expect.anything()],
    })
    // A shared name (settings' notFound.hint.before) keeps its own label: extras go by path.
    const settings = config.collections.find((entry) => entry.name === 'settings')! as { files: { fields: CmsField[] }[] }
    const hint = (settings.files[0]!.fields.find((entry) => entry.name === 'notFound')!.fields as CmsField[]).find(
      (entry) => entry.name === 'hint',
    )!
    expect((hint.fields as CmsField[]).find((entry) => entry.name === 'before')).toEqual({
      name: 'before',
      label: 'Before',
      widget: 'string',
      i18n: true,
    })
  })

  it('edits a role with pick-lists of the offices and services, date pickers and worded choices', () => {
    const jobs = config.collections.flatMap((entry) => ('folder' in entry ? [entry] : [])).find((entry) => entry.name === 'jobs')!
    expect(jobs).toMatchObject({
      folder: 'content/{{locale}}/jobs',
      create: true,
      identifier_field: 'title',
      preview_path: '/careers/{{slug}}',
    })
    const field = (name: string) => jobs.fields.find((entry) => entry.name === name)!
    // One pick each, stored as the file name other content uses.
    expect(field('office')).toMatchObject({
      widget: 'relation',
      collection: 'offices',
      value_field: '{{slug}}',
      display_fields: ['city'],
      multiple: false,
    })
    expect(field('practice')).toMatchObject({
      widget: 'relation',
      collection: 'services',
      value_field: '{{slug}}',
      display_fields: ['name'],
      multiple: false,
    })
    for (const name of ['datePosted', 'validThrough']) {
      expect(field(name)).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false })
    }
    expect(field('employmentType')).toMatchObject({
      widget: 'select',
      options: expect.arrayContaining([{ label: 'Full time', value: 'full-time' }]),
    })
    expect(field('seniority')).toMatchObject({
      widget: 'select',
      options: expect.arrayContaining([{ label: 'Mid-level', value: 'mid-level' }]),
    })
    const workplace = field('workplace').fields as CmsField[]
    expect(workplace.find((entry) => entry.name === 'kind')).toMatchObject({ widget: 'select' })
    expect(workplace.find((entry) => entry.name === 'officeDays')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      required: false,
    })
    expect(workplace.find((entry) => entry.name === 'countries')).toMatchObject({
      widget: 'select',
      multiple: true,
      options: [
        { label: 'India', value: 'IN' },
        { label: 'United Kingdom', value: 'GB' },
        { label: 'Netherlands', value: 'NL' },
      ],
    })
    expect(field('salary')).toMatchObject({ widget: 'object', required: false })
    expect(field('summary')).toMatchObject({ minlength: 120, maxlength: 160 })
    // The careers page's copy is one file, and the site default of how to apply is in the settings.
    expect(config.collections.find((entry) => entry.name === 'careers')).toMatchObject({
      files: [{ file: 'content/{{locale}}/careers.yaml', preview_path: '/careers' }],
    })
  })

  it('has no editor hints for a field the schemas no longer have', () => {
    const paths = new Set(
      collections.flatMap((collection) => schemaPaths(collection.schema).map((path) => `${collection.name}.${path.replace(/\[\]/g, '')}`)),
    )
    expect(Object.keys(DEFAULT_HINTS.fields).filter((path) => !paths.has(path))).toEqual([])
  })

  it('starts number inputs at the lowest value the schema allows', () => {
    expect(fieldsOf(z.object({ order: z.number().int().positive(), share: z.number().min(0.5), any: z.number() }), 'things')).toEqual([
      { name: 'order', label: 'Order', widget: 'number', value_type: 'int', min: 1, i18n: 'duplicate' },
      { name: 'share', label: 'Share', widget: 'number', value_type: 'float', min: 0.5, i18n: 'duplicate' },
      { name: 'any', label: 'Any', widget: 'number', value_type: 'float', i18n: 'duplicate' },
    ])
  })

  it('edits the editions side by side: words per language, paths, images, numbers and references copied from English', () => {
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: ['en', 'nl'], default_locale: 'en', initial_locales: 'default' })
    const services = config.collections.flatMap((entry) => ('folder' in entry ? [entry] : [])).find((entry) => entry.name === 'services')!
    const field = (name: string) => (services.fields as CmsField[]).find((entry) => entry.name === name)!
    expect(services).toMatchObject({ folder: 'content/{{locale}}/services', i18n: true })
    expect(field('name').i18n).toBe(true)
    expect(field('seoDescription').i18n).toBe(true)
    expect(field('path').i18n).toBe('duplicate')
    expect(field('img').i18n).toBe('duplicate')
    expect(field('order').i18n).toBe('duplicate')
    expect(field('hero').i18n).toBe(true)
    const hero = field('hero').fields as CmsField[]
    expect(hero.find((entry) => entry.name === 'promise')!.i18n).toBe(true)
  })

  it('lets editors pick each tour item’s screen and each deployment option’s drawing from the ones the site draws', () => {
    const pages = config.collections.flatMap((entry) => ('folder' in entry ? [entry] : [])).find((entry) => entry.name === 'pages')!
    const blocks = pages.fields.find((field) => field.name === 'blocks')!
    const typeNamed = (name: string) => (blocks.types as (CmsField & { fields: CmsField[] })[]).find((type) => type.name === name)!
    const fieldNamed = (fields: CmsField[], name: string) => fields.find((field) => field.name === name)!
    const tourItems = fieldNamed(typeNamed('product-tour').fields, 'items').fields as CmsField[]
    expect(fieldNamed(tourItems, 'screen')).toMatchObject({ widget: 'select', options: [...PRODUCT_SCREENS] })
    expect(fieldNamed(tourItems, 'points')).toMatchObject({ widget: 'list', required: false })
    const options = fieldNamed(typeNamed('deployment-options').fields, 'options').fields as CmsField[]
    expect(fieldNamed(options, 'hosting')).toMatchObject({ widget: 'select', options: [...HOSTING_MODELS] })
    const hero = fieldNamed(pages.fields, 'hero').fields as CmsField[]
    expect(fieldNamed(hero, 'screen')).toMatchObject({ widget: 'select', required: false, options: [...PRODUCT_SCREENS] })
    const visual = fieldNamed(hero, 'visual')
    expect(visual).toMatchObject({ widget: 'select', required: false })
    expect((visual.options as { value: string }[]).map((option) => option.value)).toEqual([...COMPANY_VISUALS])
    expect(fieldNamed(fieldNamed(pages.fields, 'cta').fields as CmsField[], 'button')).toMatchObject({ widget: 'string', required: false })
  })

  it('offers a solution hero’s problem and decision aid as optional forms, each choice summed up by its page', () => {
    const pages = config.collections.flatMap((entry) => ('folder' in entry ? [entry] : [])).find((entry) => entry.name === 'pages')!
    const fieldNamed = (fields: CmsField[], name: string) => fields.find((field) => field.name === name)!
    const hero = fieldNamed(pages.fields, 'hero').fields as CmsField[]
    const problem = fieldNamed(hero, 'problem')
    expect(problem).toMatchObject({ widget: 'object', required: false, label: 'Problem (solution pages)' })
    expect(fieldNamed(problem.fields as CmsField[], 'items')).toMatchObject({ widget: 'list', label: 'Statements (2 or 3)' })
    const choices = fieldNamed(hero, 'choices')
    expect(choices).toMatchObject({ widget: 'object', required: false, label: 'Decision aid (solution pages)' })
    const items = fieldNamed(choices.fields as CmsField[], 'items')
    expect(items).toMatchObject({ widget: 'list', summary: '{{fields.choice}}' })
    expect((items.fields as CmsField[]).map((field) => field.name)).toEqual(['situation', 'choice', 'href'])
  })

  /** Every editor field with its path (`pages.blocks[document].updated`, `faqs[].answers[]`). */
  function allFields(fields: readonly CmsField[], prefix: string): [string, CmsField][] {
    return fields.flatMap((field): [string, CmsField][] => {
      const path = `${prefix}.${field.name}`
      const types = field.types as (CmsField & { fields: CmsField[] })[] | undefined
      const nested = field.fields as CmsField[] | undefined
      const item = field.field as CmsField | undefined
      return [
        [path, field],
        ...(types ?? []).flatMap((type) => allFields(type.fields, `${path}[${type.name}]`)),
        ...(nested ? allFields(nested, field.widget === 'list' ? `${path}[]` : path) : []),
        ...(item ? allFields([{ ...item, name: '' }], `${path}[]`) : []),
      ]
    })
  }
  const everyField = config.collections.flatMap((collection) => {
    const { files, fields } = collection as { files?: { fields: CmsField[] }[]; fields?: CmsField[] }
    return allFields(files ? files[0]!.fields : fields!, collection.name)
  })
  const fieldAt = (path: string) => everyField.find(([where]) => where === path)?.[1]

  it('offers every reference to another entry as a pick-list of that collection, never a free-text slug', () => {
    const slugSource = (fields.slug as unknown as { def: { checks: { _zod: { def: { pattern: RegExp } } }[] } }).def.checks[0]!._zod.def
      .pattern.source
    const freeTextSlugLists = everyField.filter(
      ([, field]) =>
        field.widget === 'list' && ((field.field as CmsField | undefined)?.pattern as string[] | undefined)?.[0] === slugSource,
    )
    expect(freeTextSlugLists.map(([path]) => path)).toEqual([])
    for (const [path, collection] of [
      ['stories.services', 'services'],
      ['services.proof.stories', 'stories'],
      ['home.featuredStories', 'stories'],
      ['brochures.services', 'services'],
      ['pages.blocks[stories].slugs', 'stories'],
    ]) {
      expect(fieldAt(path!), path).toMatchObject({ widget: 'relation', collection, multiple: true })
    }
  })

  it('checks every path, link and patterned value while the editor types, with the build’s message', () => {
    const patterned = everyField.filter(([, field]) => field.pattern)
    expect(patterned.length).toBeGreaterThan(20)
    expect(fieldAt('services.path')?.pattern).toEqual(['^\\/[^\\s]*$', 'must be a path on this site, starting with /'])
    expect(fieldAt('pages.hero.secondaryCta.href')?.pattern).toEqual(['^(\\/|#)[^\\s]*$', 'must start with / (a page) or # (a section)'])
    expect((fieldAt('navigation.productMenu[].path')?.pattern as string[] | undefined)?.[1]).toBe(
      'must be a path on this site, starting with /',
    )
    expect((fieldAt('settings.phone')?.pattern as string[] | undefined)?.[1]).toBe('must be an international number, like +91 120 456 7800')
    // A duration the success-stories figure cannot count is refused while typing.
    expect((fieldAt('stories.duration')?.pattern as string[] | undefined)?.[1]).toBe('must be a whole number of weeks, like 12 weeks')
    // Every pattern compiles in the browser as it does here.
    for (const [path, field] of patterned) expect(() => new RegExp((field.pattern as string[])[0]!), path).not.toThrow()
  })

  it('asks for every date with a date picker that stores YYYY-MM-DD', () => {
    for (const path of ['stories.published', 'settings.contentUpdated', 'pages.blocks[document].updated']) {
      expect(fieldAt(path), path).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false })
    }
  })

  it('stops on a zod type it cannot map, naming the field', () => {
    expect(() => fieldsOf(z.object({ when: z.date() }), 'things')).toThrow(CmsFieldError)
    expect(() => fieldsOf(z.object({ when: z.date() }), 'things')).toThrow('things.when: no CMS widget for the zod type "date"')
  })

  it('is published where the server and robots.txt expect it', () => {
    expect(APP_ADMIN_PATH).toBe(ADMIN_PATH)
  })
})
