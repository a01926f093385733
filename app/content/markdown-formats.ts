// The Markdown a content file's prose may use (a success story's body, after its front matter),
// listed once so the editor and the site cannot drift apart: the editor's toolbar offers exactly
// these (scripts/cms/cms-config.ts passes them as the Markdown widget's `buttons`), the story page
// renders exactly these (app/components/sections/markdown-prose.tsx), and the build refuses any
// other Markdown in a file, with the field named (app/lib/text/markdown.ts).
//
// Left out on purpose:
// - headings: the prose sits under the page's own "The client and the starting point" heading; a
//   heading inside it would break the page's outline (a second h1, or an h2 that ends the section).
// - quotes: a client's words are testimonials (content/en/testimonials/), shown only as the client
//   agreed; a quote in a story's prose would bypass that.
// - images: a story's picture is its `image` field; an image in the prose would have no size read
//   at build time (layout shift) and no alt text check.
// - code and code blocks: the stories are read by buyers, not engineers; a technology is named in words.
// - strikethrough: crossed-out copy reads as a correction on a marketing page.
// No file needs that Markdown: adding a format here needs its rendering in markdown-prose.tsx
// (markdown-prose.test.tsx fails without it) and its sample below.

/** The formats, named as Sveltia CMS names its toolbar buttons (`buttons` of the Markdown widget). */
export const MARKDOWN_FORMATS = ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'] as const

export type MarkdownFormat = (typeof MARKDOWN_FORMATS)[number]

/** The id of the story page's prose section ("The client and the starting point"). */
export const STORY_PROSE_ID = 'context'

/**
 * One sample of each format, for tests that save it through the editor and look for it on the built
 * story page. `markdown` is one block of prose (join samples with blank lines); `selector` finds
 * what it renders to in the story page's prose section, and its first match's text is `text`.
 */
export const MARKDOWN_FORMAT_SAMPLES = [
  {
    name: 'bold',
    markdown: 'Run costs fell by **eighty percent** in the first year.',
    selector: `#${STORY_PROSE_ID} strong`,
    text: 'eighty percent',
  },
  {
    name: 'italic',
    markdown: 'The reports had to be ready *before* the morning meeting.',
    selector: `#${STORY_PROSE_ID} em`,
    text: 'before',
  },
  {
    name: 'link',
    markdown: 'Read [our other success stories](/success-stories) for more.',
    selector: `#${STORY_PROSE_ID} a[href="/success-stories"]`,
    text: 'our other success stories',
  },
  {
    name: 'bulleted-list',
    markdown: '- Point-of-sale data\n- Web shop orders',
    selector: `#${STORY_PROSE_ID} ul > li`,
    text: 'Point-of-sale data',
  },
  {
    name: 'numbered-list',
    markdown: '1. Export the orders\n2. Load them into the warehouse system',
    selector: `#${STORY_PROSE_ID} ol > li`,
    text: 'Export the orders',
  },
] as const satisfies readonly { name: MarkdownFormat; markdown: string; selector: string; text: string }[]
