// The Sveltia CMS configuration, generated from the content collection registry
// (scripts/content/collections/index.ts): one folder collection per registered collection (a file
// collection for the single-file ones: settings, home, navigation), its form
// from the collection's zod schema (cms-fields.ts). A collection added to the registry appears in
// the editor without a change here.
import type { MarkdownField } from '@sveltia/cms'
import type { z } from 'zod'

import { MARKDOWN_FORMATS } from '../../app/content/markdown-formats'
import type { Collection } from '../content/collection'
import { collections as registry } from '../content/collections'
import { type CmsField, DEFAULT_HINTS, type FieldHints, fieldsOf, labelOf } from './cms-fields'
import type { CONTENT_FORMATS } from './content-format.mjs'
import {
  CMS_DEFAULT_LOCALE,
  CMS_LOCALES,
  EDITORIAL_WORKFLOW,
  GITHUB_BRANCH,
  GITHUB_REPO,
  MEDIA_FOLDER,
  PUBLIC_FOLDER,
} from './cms-settings'

/**
 * A Markdown collection is one whose schema has `body`: read-content.ts makes the prose after the
 * front matter that field, so the editor shows it as the Markdown body, not as a list.
 */
export const isMarkdownCollection = (schema: z.ZodType) => 'body' in ((schema as unknown as { shape?: object }).shape ?? {})

/**
 * The editor reads and writes files with content-format.mjs (registered by admin/init.js), not its
 * built-in writer, so content-format.test.ts can save every file through the same code.
 */
const YAML_FORMAT = 'stratora-yaml' satisfies keyof typeof CONTENT_FORMATS
const MARKDOWN_FORMAT = 'stratora-markdown' satisfies keyof typeof CONTENT_FORMATS

/**
 * The Markdown body's editor offers the formats the site renders and nothing else
 * (app/content/markdown-formats.ts): those toolbar buttons (Sveltia's default is all of them:
 * headings, quote, code, strikethrough too); no inserted images or code blocks (`editor_components`,
 * default all); rich text only, as the raw mode is a plain text box that takes any Markdown; and no
 * Markdown shortcuts, which turn a typed `---` into a rule and a row of pipes into a table whatever
 * the buttons are. The toolbar, Ctrl+B and Ctrl+I remain. The build refuses any other Markdown.
 */
export const MARKDOWN_WIDGET = {
  widget: 'markdown',
  buttons: [...MARKDOWN_FORMATS],
  editor_components: [],
  modes: ['rich_text'],
  use_markdown_shortcuts: false,
} satisfies Pick<MarkdownField, 'widget' | 'buttons' | 'editor_components' | 'modes' | 'use_markdown_shortcuts'>

/** The field an entry is listed by: the first of these the schema has. */
const IDENTIFIER_FIELDS = ['title', 'name', 'label', 'question']

/**
 * Where each collection's entries show on the site: the editor's "preview on the site" link opens
 * `site_url` plus this path (`{{fields.path}}` is the entry's own path field). Collections shown
 * on one page link to that page; preview-paths.test.ts checks every filled path is a page.
 */
export const PREVIEW_PATHS: Readonly<Record<string, string>> = {
  services: '{{fields.path}}',
  pages: '{{fields.path}}',
  stories: '/success-stories/{{slug}}',
  // A closed role's page stays (it says so), so the link works after the role's last day too.
  jobs: '/careers/{{slug}}',
  careers: '/careers',
  'success-stories': '/success-stories',
  home: '/',
  testimonials: '/',
  navigation: '/',
  settings: '/',
  offices: '/contactus',
  brochures: '/brochures',
  clients: '/',
  team: '/about',
  badges: '/about',
}

export function collectionConfig(collection: Collection, hints: FieldHints = DEFAULT_HINTS) {
  const markdown = isMarkdownCollection(collection.schema)
  let fields: CmsField[] = fieldsOf(collection.schema, collection.name, hints)
  if (markdown) {
    fields = fields.map((field) => (field.name === 'body' ? { name: 'body', label: field.label, ...MARKDOWN_WIDGET } : field))
  }
  const identifier = IDENTIFIER_FIELDS.find((name) => fields.some((field) => field.name === name))
  if (collection.singleFile) {
    // One file (settings.yaml, home.yaml...): a file collection with that one file to edit.
    const label = labelOf(collection.name, hints)
    return {
      name: collection.name,
      label,
      i18n: true,
      format: YAML_FORMAT,
      files: [
        {
          name: collection.name,
          label,
          file: `content/{{locale}}/${collection.name}.yaml`,
          i18n: true,
          ...previewPathOf(collection.name),
          fields,
        },
      ],
    }
  }
  return {
    name: collection.name,
    label: labelOf(collection.name, hints),
    // multiple_folders puts each edition in content/<locale>/<name>/, as generate-content.ts reads.
    folder: `content/{{locale}}/${collection.name}`,
    i18n: true,
    format: markdown ? MARKDOWN_FORMAT : YAML_FORMAT,
    create: true,
    // File names are slugs (the URL of a story, the key other files cite): lowercase, hyphens.
    slug: '{{slug}}',
    ...(identifier ? { identifier_field: identifier } : {}),
    ...previewPathOf(collection.name),
    fields,
  }
}

/**
 * The entry's page on the site, and no side pane: the editor's pane would show the fields as a plain
 * list, since the site's sections render only at build time, from generated data, with the site's
 * styles (README: "Editing content"). "View on Live Site" opens the real page on the preview.
 */
const previewPathOf = (name: string) => ({
  ...(PREVIEW_PATHS[name] ? { preview_path: PREVIEW_PATHS[name] } : {}),
  editor: { preview: false },
})

export type CmsConfigOptions = {
  collections?: readonly Collection[]
  /** 'github' for the production editor (/admin); local editing picks the folder in the browser. */
  repo?: string
  branch?: string
  /**
   * The site the editor's preview links open: the local preview (`npm run cms`), or by default
   * the address the editor itself is served from (the published site's /admin).
   */
  siteUrl?: string
}

/**
 * The order of the editor's collection list: what the team edits most first, site-wide settings
 * last. A collection not named here (a new one) follows, in registry order.
 */
const EDITOR_ORDER = [
  'services',
  'stories',
  'jobs',
  'pages',
  'home',
  'testimonials',
  'clients',
  'team',
  'badges',
  'offices',
  'brochures',
  'success-stories',
  'careers',
  'navigation',
  'settings',
]

function inEditorOrder(collections: readonly Collection[]) {
  const rank = (collection: Collection) => {
    const index = EDITOR_ORDER.indexOf(collection.name)
    return index === -1 ? EDITOR_ORDER.length : index
  }
  return collections.toSorted((a, b) => rank(a) - rank(b))
}

/** The whole config passed to `CMS.init({ config })`. */
export function cmsConfig({ collections = registry, repo = GITHUB_REPO, branch = GITHUB_BRANCH, siteUrl }: CmsConfigOptions = {}) {
  return {
    ...(siteUrl ? { site_url: siteUrl } : {}),
    // The config is passed in by admin/init.js (CMS_MANUAL_INIT); there is no config.yml to fetch.
    load_config_file: false,
    backend: {
      name: 'github',
      repo,
      branch,
      // A personal access token needs no OAuth server; see README "Editing content".
      auth_methods: ['token'],
    },
    ...(EDITORIAL_WORKFLOW ? { publish_mode: 'editorial_workflow' } : {}),
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    // "Warehouse Photo 2026.PNG" is stored as warehouse-photo-2026.png: a name a URL and the
    // build's path check take as it is.
    media_libraries: { default: { config: { slugify_filename: true } } },
    // Both editions side by side. A new entry starts in the default language only: until an editor
    // turns its Dutch on and writes it, it is an untranslated page, left out of the Dutch edition.
    i18n: { structure: 'multiple_folders', locales: [...CMS_LOCALES], default_locale: CMS_DEFAULT_LOCALE, initial_locales: 'default' },
    // An optional field left empty is left out, as the files write it, not saved as '' or [].
    output: { omit_empty_optional_fields: true },
    collections: inEditorOrder(collections).map((collection) => collectionConfig(collection)),
  }
}

export type CmsConfig = ReturnType<typeof cmsConfig>
