// Turns a collection's zod schema into Sveltia CMS fields, so the editor's form and the build's
// check are one definition: a field the schema has is a field the editor shows, with the widget its
// type calls for. A zod type this file cannot map stops generation (CmsFieldError) rather than
// leaving a field out, because a field missing from the form would be dropped from the file on save.
import type { z } from 'zod'

import { uploadedImage } from '../../app/content/schema/fields'
import { STORY_RESULT_FIELDS } from './story-result-fields'

/** One Sveltia field definition (the keys Sveltia reads: name, label, widget and the widget's own). */
export type CmsField = { name: string; label: string; widget: string; [option: string]: unknown }

export class CmsFieldError extends Error {
  constructor(path: string, type: string) {
    super(`cms-fields: ${path}: no CMS widget for the zod type "${type}"; map it in scripts/cms/cms-fields.ts`)
    this.name = 'CmsFieldError'
  }
}

/** What a field's name says that its zod type cannot: long copy, pictures, dates, references. */
export type FieldHints = {
  /** Names of string fields (or lists of strings) that hold sentences: a multi-line text box. */
  textFields: ReadonlySet<string>
  /** Names of string fields that hold an image under public/: the image widget (upload or pick). */
  imageFields: ReadonlySet<string>
  /** Names of string fields that hold a YYYY-MM-DD date: a date picker storing that format. */
  dateFields: ReadonlySet<string>
  /**
   * Slugs, or lists of them, that name entries of another collection, by field path: a searchable
   * picker of those entries (one pick for a single slug, several for a list).
   */
  relations: Readonly<Record<string, { collection: string; displayField: string }>>
  /** Labels that are not the field name in words. */
  labels: Readonly<Record<string, string>>
  /**
   * What one field needs beyond its widget, by path (`stories.results.unit`; list items have no
   * `[]`): a label where its name is shared with other fields, help under it, words for a select's
   * values, the line a collapsed list item shows.
   */
  fields: Readonly<Record<string, FieldExtras>>
}

export type FieldExtras = {
  label?: string
  /** Help text under the field (Sveltia's `hint`). */
  hint?: string
  /** Words shown for a select's stored values. */
  options?: Readonly<Record<string, string>>
  /** A list item's one-line summary when collapsed, e.g. '{{fields.metric}}'. */
  summary?: string
}

export const DEFAULT_HINTS: FieldHints = {
  textFields: new Set(['desc', 'lead', 'description', 'seoDescription', 'promise', 'answers', 'paragraphs', 'text']),
  imageFields: new Set(['img', 'image', 'picture', 'photo']),
  dateFields: new Set(['published', 'date']),
  relations: {
    'stories.services': { collection: 'services', displayField: 'name' },
    'services.proof.stories': { collection: 'stories', displayField: 'title' },
    'home.featuredStories': { collection: 'stories', displayField: 'title' },
    'brochures.services': { collection: 'services', displayField: 'name' },
    'pages.blocks[stories].slugs': { collection: 'stories', displayField: 'title' },
    'jobs.practice': { collection: 'services', displayField: 'name' },
    'jobs.office': { collection: 'offices', displayField: 'city' },
  },
  labels: {
    desc: 'Short description (cards and menus)',
    img: 'Card image',
    seoDescription: 'Search description (120 to 160 characters)',
    seoTitle: 'Search title',
    faqs: 'FAQs',
    cta: 'Call to action',
    secondaryCta: 'Second button',
    href: 'Link (a /path or a #section)',
    companyFigure: 'Company figure (instead of value and label)',
    body: 'The story (client and starting point)',
    'success-stories': 'Success stories page',
    team: 'Leadership team',
    badges: 'Partner and certification badges',
    clients: 'Client logos',
    analytics: 'Analytics (visit measurement, only after a visitor accepts)',
    provider: 'Provider (none: no analytics code at all)',
    siteId: 'Site ID (Plausible: the domain; Umami: website ID; Matomo: site ID; GA4: measurement ID)',
    host: 'Self-hosted address (required for Matomo; empty for the provider cloud)',
    retentionMonths: 'Months the provider keeps raw visit records',
    facts: 'Facts the build adds after the text',
    screen: 'Product screen (the drawing shown)',
    points: 'Highlights',
    hosting: 'Where it runs (picks the drawing)',
    aspects: 'Compared aspects (each option gives one detail per aspect)',
    details: 'Details (one per aspect, in the same order)',
    button: 'Booking button label (also the hero button)',
    jobs: 'Open roles',
  },
  fields: {
    ...STORY_RESULT_FIELDS,
    // A solution page's hero: the audience's situation and a decision aid (app/content/schema/solution-hero.ts).
    'pages.hero.problem': {
      label: 'Problem (solution pages)',
      hint: 'The audience’s situation in two or three short statements they would recognize. A hero with a problem shows no image.',
    },
    'pages.hero.problem.items': { label: 'Statements (2 or 3)' },
    'pages.hero.choices': {
      label: 'Decision aid (solution pages)',
      hint: 'Shown after the problem: “If …, choose …”, each leading to another page.',
    },
    'pages.hero.choices.items': { label: 'Choices (2 to 4)', summary: '{{fields.choice}}' },
    'pages.hero.choices.items.situation': {
      label: 'If … (the visitor’s case)',
      hint: 'Written to follow “If”, e.g. “your data must stay in your own data center”.',
    },
    'pages.hero.choices.items.choice': { label: 'Choose … (the link text)' },
    'pages.hero.choices.items.href': { label: 'Page it leads to (a /path)' },
    'services.proof.measures': {
      label: 'How results are measured',
      hint: 'Required when the page cites no success story: what you measure in such engagements and how. No invented clients or figures.',
    },
    // A text field rather than a select of every zone, which would list the runtime's older names
    // (Asia/Calcutta); the build checks what is typed here (app/content/schema/fields.ts).
    // A company page's hero drawing, made from the page's own blocks and the offices.
    'pages.hero.visual': {
      label: 'Company visual (instead of an image)',
      hint: 'Draws the company from its own content: timeline (this page’s timeline block), offices map (the offices, which needs an offices block) or figures (the company figures). Leave the image empty when you pick one.',
      options: { timeline: 'Timeline (milestones of this page)', 'offices-map': 'Offices map', figures: 'Company figures' },
    },
    'offices.location': {
      label: 'Location on the map',
      hint: 'Where the office is, in decimal degrees: its pin on the contact page’s map.',
    },
    'offices.location.lat': { label: 'Latitude (north positive, e.g. 51.52)' },
    'offices.location.lon': { label: 'Longitude (east positive, west negative, e.g. -0.11)' },
    // Where a card or a text leads (app/content/schema/fields.ts, contentLink).
    'pages.blocks[icon-cards].items.link': { label: 'Link (where the card leads, optional)' },
    'pages.blocks[icon-cards].items.link.href': { label: 'Address (a /path, a #section, https://… or mailto:…)' },
    'pages.blocks[prose].link': { label: 'Link (a button after the text, optional)' },
    'pages.blocks[prose].link.href': { label: 'Address (a /path, a #section, https://… or mailto:…)' },
    // The careers page's copy, and where applications go (settings).
    'settings.careers': { label: 'Job applications' },
    'settings.careers.email': { label: 'Careers email (open applications, and roles without an apply route of their own)' },
    'settings.careers.applyUrl': { label: 'Applicant-tracking page for every role (optional)' },
    // A role (content/en/jobs/): its page, its card on /careers and its JobPosting for search engines.
    'jobs.title': { hint: 'The role as candidates search for it, without the city: the page title adds the office’s city.' },
    'jobs.practice': { hint: 'The service whose practice the role joins; the role page links to it.' },
    'jobs.office': { hint: 'The office the team works from; its address is the job’s location for search engines.' },
    'jobs.workplace': { label: 'Where the work happens' },
    'jobs.workplace.kind': {
      label: 'Workplace',
      options: { 'on-site': 'On site', hybrid: 'Hybrid (days a week in the office)', remote: 'Remote (from the countries below)' },
    },
    'jobs.workplace.officeDays': { label: 'Days a week in the office (hybrid only, 1 to 4)' },
    'jobs.workplace.countries': {
      label: 'Countries candidates may live in (remote only)',
      options: { IN: 'India', GB: 'United Kingdom', NL: 'Netherlands' },
    },
    'jobs.employmentType': {
      options: {
        'full-time': 'Full time',
        'part-time': 'Part time',
        contract: 'Contract',
        temporary: 'Temporary',
        internship: 'Internship',
      },
    },
    'jobs.seniority': {
      options: { junior: 'Junior', 'mid-level': 'Mid-level', senior: 'Senior', lead: 'Lead', principal: 'Principal' },
    },
    'jobs.salary': { label: 'Salary range (optional)', hint: 'Shown on the role page and given to search engines when filled in.' },
    'jobs.salary.currency': { options: { INR: 'Indian rupees (INR)', GBP: 'Pounds sterling (GBP)', EUR: 'Euros (EUR)' } },
    'jobs.salary.min': { label: 'From (a plain number, e.g. 75000)' },
    'jobs.salary.max': { label: 'To (a plain number, e.g. 90000)' },
    'jobs.salary.period': { label: 'Per', options: { year: 'Year', month: 'Month', hour: 'Hour' } },
    'jobs.summary': { label: 'Summary (card, page lead and search description, 120 to 160 characters)' },
    'jobs.work': { label: 'The work' },
    'jobs.bring': { label: 'What you bring' },
    'jobs.interview': { label: 'How the interview goes', hint: 'The practical exercise of this role and who takes part.' },
    'jobs.datePosted': { label: 'Date posted' },
    'jobs.validThrough': {
      label: 'Valid through',
      hint: 'The last day applications are taken. The next build after it closes the role: its page says so and its address answers 410 Gone.',
    },
    'jobs.apply': {
      label: 'How to apply (optional)',
      hint: 'An applicant-tracking page or an email address, not both. Empty: the default in Settings › Careers.',
    },
    'jobs.apply.url': { label: 'Apply at (an address starting with https://)' },
    'jobs.apply.email': { label: 'Or apply by email to' },
    'offices.timeZone': {
      hint: 'The IANA name, Area/Location, as in Europe/London, Europe/Amsterdam or Asia/Kolkata. When the booking calendar does not load, visitors in this zone (or else in the same area) are offered this office’s email and phone.',
    },
  },
}

/** "seoDescription" -> "Seo description": a readable default label. */
export function labelOf(name: string, hints: FieldHints = DEFAULT_HINTS): string {
  const hinted = hints.labels[name]
  if (hinted) return hinted
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def

/** The object schema's fields, each mapped; `path` names the collection and parents for messages. */
export function fieldsOf(schema: z.ZodType, path: string, hints: FieldHints = DEFAULT_HINTS): CmsField[] {
  const def = defOf(schema)
  if (def.type !== 'object') throw new CmsFieldError(path, def.type)
  const shape = def.shape as Record<string, z.ZodType>
  return Object.entries(shape).map(([name, field]) => fieldOf(name, field, `${path}.${name}`, hints))
}

/** One field. Optional (and defaulted) values are unwrapped and marked `required: false`. */
export function fieldOf(name: string, schema: z.ZodType, path: string, hints: FieldHints = DEFAULT_HINTS): CmsField {
  let inner = schema
  let required = true
  while (['optional', 'default', 'nullable'].includes(defOf(inner).type)) {
    required = false
    inner = defOf(inner).innerType as z.ZodType
  }
  const extras = hints.fields[path.replace(/\[\]/g, '')] ?? {}
  // Guidance written in the schema (`.describe()`) is the field's help text in the editor.
  const hint = extras.hint ?? schema.description ?? inner.description
  const base = {
    name,
    label: extras.label ?? labelOf(name, hints),
    ...(required ? {} : { required: false }),
    ...(hint ? { hint } : {}),
  }
  const widget = widgetOf(name, inner, path, hints)
  return {
    ...base,
    ...widget,
    // The field's own help first, then the widget's general one (the date picker's).
    ...(base.hint ? { hint: [base.hint, widget.hint].filter(Boolean).join(' ') } : {}),
    ...optionLabels(widget, extras),
    ...(extras.summary && widget.widget === 'list' ? { summary: extras.summary } : {}),
    i18n: translationOf(name, widget),
  }
}

/** Text fields that hold no words to translate: addresses and names the code and other files use. */
const UNTRANSLATED_TEXT = new Set(['path', 'href', 'id', 'slug', 'email', 'phone', 'url', 'icon', 'logo', 'img', 'image', 'photo', 'src'])

/**
 * How the editor treats a field in the editions (README: "Editions"): words are written per
 * language (`true`); everything else (paths, images, numbers, choices, dates, references) is the
 * default edition's value, copied into every other edition (`duplicate`), so an edition keeps its
 * files in step and its checks see the same structure. Lists and groups are per language so that
 * their fields can say which they are.
 */
function translationOf(name: string, widget: Widget): true | 'duplicate' {
  if (widget.widget === 'list' || widget.widget === 'object') return true
  if (widget.widget === 'markdown' || widget.widget === 'text') return true
  if (widget.widget === 'string' && !UNTRANSLATED_TEXT.has(name) && !widget.pattern) return true
  return 'duplicate'
}

/** A select's options as `{ label, value }` where the hints give its values words; the file keeps the value. */
function optionLabels(widget: Widget, { options: words }: FieldExtras) {
  if (!words || widget.widget !== 'select') return {}
  return { options: (widget.options as string[]).map((value) => ({ label: words[value] ?? value, value })) }
}

type Widget = { widget: string; [option: string]: unknown }

function widgetOf(name: string, schema: z.ZodType, path: string, hints: FieldHints): Widget {
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      if (hints.relations[path.replace(/\[\]/g, '')]) return relation(hints.relations[path.replace(/\[\]/g, '')]!, false)
      // Uploaded images (client logos, photos, badges) by their schema; older image fields by name.
      if (schema === uploadedImage || hints.imageFields.has(name)) return { widget: 'image' }
      // Every date the schema knows is a date picker, stored as the same YYYY-MM-DD string, never a timestamp.
      if (isDate(def) || hints.dateFields.has(name))
        return { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false, hint: DATE_HINT }
      return { widget: hints.textFields.has(name) ? 'text' : 'string', ...lengthLimits(schema), ...patternOf(def) }
    case 'number': {
      const integer = (schema as unknown as { format?: string }).format === 'safeint'
      const min = lowestValue(def, integer)
      return { widget: 'number', value_type: integer ? 'int' : 'float', ...(min === undefined ? {} : { min }) }
    }
    case 'boolean':
      return { widget: 'boolean' }
    case 'enum':
      return { widget: 'select', options: Object.values(def.entries as Record<string, string>) }
    case 'object':
      return { widget: 'object', fields: fieldsOf(schema, path, hints) }
    case 'array':
      return listOf(name, def.element as z.ZodType, path, hints)
    default:
      throw new CmsFieldError(path, def.type)
  }
}

/** The smallest value a number's `.min()`, `.positive()` or `.nonnegative()` allows, so the editor's input stops there too. */
function lowestValue(def: Def, integer: boolean) {
  const checks = ((def.checks ?? []) as { _zod: { def: { check: string; value: number; inclusive: boolean } } }[]).map(
    (check) => check._zod.def,
  )
  const bound = checks.find((check) => check.check === 'greater_than')
  if (!bound) return undefined
  return bound.inclusive || !integer ? bound.value : bound.value + 1
}

/** The browser's date field empties itself on a day that does not exist, which the editor reports as a missing value. */
const DATE_HINT = 'Pick the day in the calendar. A day that does not exist (30 February) leaves the field empty.'

type RegexCheck = { check: string; format?: string; pattern?: RegExp; error?: (issue: object) => unknown }
const checksOf = (def: Def) => ((def.checks ?? []) as { _zod: { def: RegexCheck } }[]).map((check) => check._zod.def)

/** A YYYY-MM-DD date: zod's ISO date (fields.ts's isoDate). */
function isDate(def: Def) {
  return def.format === 'date'
}

/**
 * The schema's pattern (a path, a slug, a phone number, a duration) as the editor's own check, with
 * the schema's message: the editor refuses to save a value the build would refuse. Patterns with
 * flags are left to the build, as the editor's check takes none.
 */
function patternOf(def: Def) {
  const check = checksOf(def).find((candidate) => candidate.format === 'regex' && candidate.pattern && !candidate.pattern.flags)
  if (!check) return {}
  const message = check.error?.({})
  return { pattern: [check.pattern!.source, typeof message === 'string' ? message : `must match ${check.pattern!.source}`] }
}

/**
 * The schema's length limits beyond "not empty" (a search description's 120 to 160 characters), as
 * the editor's own: it counts characters as the editor types and will not save outside them.
 */
function lengthLimits(schema: z.ZodType) {
  const { minLength, maxLength } = schema as unknown as { minLength: number | null; maxLength: number | null }
  return { ...(minLength && minLength > 1 ? { minlength: minLength } : {}), ...(maxLength ? { maxlength: maxLength } : {}) }
}

/** A picker of another collection's entries, storing their slugs (file names). */
function relation({ collection, displayField }: FieldHints['relations'][string], multiple: boolean): Widget {
  return {
    widget: 'relation',
    collection,
    value_field: '{{slug}}',
    search_fields: [displayField],
    display_fields: [displayField],
    multiple,
  }
}

function listOf(name: string, element: z.ZodType, path: string, hints: FieldHints): Widget {
  const related = hints.relations[path.replace(/\[\]/g, '')]
  if (related) return relation(related, true)
  const def = defOf(element)
  if (def.type === 'enum') return { widget: 'select', multiple: true, options: Object.values(def.entries as Record<string, string>) }
  if (def.type === 'object') return { widget: 'list', fields: fieldsOf(element, `${path}[]`, hints) }
  if (def.type === 'union' && typeof def.discriminator === 'string') return variableTypes(def, path, hints)
  // A list of single values (FAQ answers, paragraphs): one sub-field, stored as a plain list.
  return { widget: 'list', field: fieldOf(name, element, `${path}[]`, hints) }
}

/**
 * A list whose items have different shapes, told apart by one field (extraSections' `kind`):
 * Sveltia's variable types. Each type's form holds the object's other fields; `typeKey` writes the
 * type's name into that field.
 */
function variableTypes(def: Def, path: string, hints: FieldHints): Widget {
  const key = def.discriminator as string
  const types = (def.options as z.ZodType[]).map((option) => {
    const shape = defOf(option).shape as Record<string, z.ZodType> | undefined
    const literal = shape?.[key] ? defOf(shape[key]) : undefined
    const value = (literal?.values as unknown[] | undefined)?.[0]
    if (literal?.type !== 'literal' || typeof value !== 'string') throw new CmsFieldError(`${path}[].${key}`, literal?.type ?? 'missing')
    const fields = Object.entries(shape!)
      .filter(([name]) => name !== key)
      .map(([name, field]) => fieldOf(name, field, `${path}[${value}].${name}`, hints))
    return {
      name: value,
      label: labelOf(
        value.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
        hints,
      ),
      widget: 'object',
      fields,
    }
  })
  return { widget: 'list', typeKey: key, types }
}
