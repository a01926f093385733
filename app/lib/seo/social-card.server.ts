import { readFileSync } from 'node:fs'
import { careersMessages } from '~/messages/edition/careers'
import { storyMessages } from '~/messages/edition/stories'
import { notFoundMessages } from '~/messages/edition/not-found'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'

import { Resvg } from '@resvg/resvg-js'
import type { ReactNode } from 'react'
import satori from 'satori'

import { careersPage } from '~/content/careers-page'
import { hero } from '~/content/home'
import { getInfoPage } from '~/content/info-pages'
import { getJob, getRoleFilter, roleFilterTitle } from '~/content/jobs'
import { NOT_FOUND_PATH, socialCardPaths } from '~/content/route-paths'
import { SEARCH_PATH, SITE_MAP_TITLE } from '~/content/search-path'
import { SOCIAL_IMAGE, socialImageName } from '~/content/seo'
import { getServiceByPath } from '~/content/services'
import { site } from '~/content/site'
import { stories } from '~/content/stories'
import { storyPath } from '~/content/story-slugs'
import { successStoriesPage } from '~/content/success-stories-page'

// Each page's social card (og:image, twitter:image): a 1200 x 630 PNG drawn at build time from the
// page's title. satori lays the card out as SVG with the text as paths, resvg rasterizes it. Runs
// only in Node (prerender); the `.server` suffix keeps it, and the fonts, out of browser code.

export type SocialCardText = {
  /** The page's title, drawn large. */
  title: string
  /** A short line above it: the page's eyebrow, or the site tagline. */
  eyebrow: string
}

/** What the card of the page at `path` says, from the same content its meta tags use. */
export function socialCardText(path: string): SocialCardText | undefined {
  if (path === '/') return { title: hero.title, eyebrow: site.tagline }
  if (path === NOT_FOUND_PATH) return { title: notFoundMessages.title, eyebrow: site.tagline }
  if (path === SEARCH_PATH) return { title: SITE_MAP_TITLE, eyebrow: site.tagline }
  if (path === successStoriesPage.path) return { title: successStoriesPage.title, eyebrow: successStoriesPage.eyebrow }
  const service = getServiceByPath(path)
  if (service) return { title: service.name, eyebrow: notFoundMessages.mostVisited.services.label }
  const page = getInfoPage(path)
  if (page) return { title: page.title, eyebrow: page.hero.eyebrow }
  const story = stories.find((candidate) => storyPath(candidate.slug) === path)
  if (story) return { title: story.title, eyebrow: `${storyMessages.eyebrow} · ${story.industry}` }
  return careersCardText(path)
}

/** The careers page, its filtered views and its roles. */
function careersCardText(path: string): SocialCardText | undefined {
  if (path === careersPage.path) return { title: careersPage.hero.heading, eyebrow: careersPage.hero.eyebrow }
  const filter = getRoleFilter(path)
  if (filter) return { title: roleFilterTitle(filter), eyebrow: careersPage.hero.eyebrow }
  const job = getJob(path.slice(`${careersPage.path}/`.length))
  if (job && path === job.path) return { title: job.title, eyebrow: careersMessages.role.eyebrow(job.office.cityName) }
  return undefined
}

/** The page whose card is `/social/<name>.png`, if any. */
export function socialCardPath(name: string): string | undefined {
  return socialCardPaths.find((path) => socialImageName(path) === name)
}

const INK = '#0b1b33'
const MUTED = '#b6c2d9'
const ACCENT = '#2dd4bf'
const GRADIENT = 'linear-gradient(90deg, #3563ea, #0ea5a0)'

type CardNode = {
  type: string
  key: null
  props: { style?: Record<string, string | number>; children?: CardChild } & Record<string, unknown>
}
type CardChild = string | CardNode | readonly CardNode[]

function node(
  type: string,
  style: Record<string, string | number>,
  children?: CardChild,
  attributes: Record<string, unknown> = {},
): CardNode {
  return { type, key: null, props: { ...attributes, style, children } }
}

/** Long titles get a smaller size so that every title fits in three lines. */
function titleSize(title: string) {
  if (title.length <= 28) return 88
  if (title.length <= 56) return 72
  return 60
}

/** The card as satori's element objects (no JSX: this module is plain TypeScript). */
export function socialCardTree({ title, eyebrow }: SocialCardText, logoDataUri: string): CardNode {
  return node(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: SOCIAL_IMAGE.width,
      height: SOCIAL_IMAGE.height,
      backgroundColor: INK,
      backgroundImage: 'radial-gradient(circle at 88% 8%, rgba(53, 99, 234, 0.45), rgba(11, 27, 51, 0) 55%)',
      color: '#ffffff',
      fontFamily: 'Inter',
    },
    [
      node('div', { display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '64px 80px 48px' }, [
        node('div', { display: 'flex', alignItems: 'center' }, [
          node('img', { width: 60, height: 60, borderRadius: 14 }, undefined, { src: logoDataUri, width: 60, height: 60 }),
          node('div', { marginLeft: 20, fontSize: 38, fontWeight: 700, letterSpacing: -0.5 }, site.name),
        ]),
        node('div', { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 }, [
          node('div', { fontSize: 28, fontWeight: 600, color: ACCENT, letterSpacing: 0.5 }, eyebrow),
          node(
            'div',
            { marginTop: 20, fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.1, letterSpacing: -1, maxWidth: 1040 },
            title,
          ),
        ]),
        node('div', { display: 'flex', fontSize: 26, fontWeight: 400, color: MUTED }, new URL(site.url).host),
      ]),
      node('div', { display: 'flex', height: 16, width: '100%', backgroundImage: GRADIENT }),
    ],
  )
}

type Assets = { fonts: { name: string; data: Buffer; weight: 400 | 600 | 700; style: 'normal' }[]; logoDataUri: string }

let assets: Assets | undefined

/** Inter (static woff: satori reads woff, ttf and otf, not woff2) and the logo mark, read once. */
function loadAssets(): Assets {
  if (!assets) {
    const require = createRequire(import.meta.url)
    const font = (weight: 400 | 600 | 700) => ({
      name: 'Inter',
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })
    // Prerendering runs from the project root; the logo is the site's own public/logo-mark.svg.
    const logo = readFileSync(resolve(process.cwd(), 'public/logo-mark.svg'))
    assets = {
      fonts: [font(400), font(600), font(700)],
      logoDataUri: `data:image/svg+xml;base64,${logo.toString('base64')}`,
    }
  }
  return assets
}

/** The PNG for a card. Same text in, same bytes out: nothing depends on the clock or the machine. */
export async function renderSocialCardPng(text: SocialCardText): Promise<Uint8Array<ArrayBuffer>> {
  const { fonts, logoDataUri } = loadAssets()
  const svg = await satori(socialCardTree(text, logoDataUri) as unknown as ReactNode, {
    width: SOCIAL_IMAGE.width,
    height: SOCIAL_IMAGE.height,
    fonts,
  })
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng()
  return new Uint8Array(png)
}

const cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>()

/** The card of the page at `path`, rendered once per build process. */
export function renderSocialCard(path: string): Promise<Uint8Array<ArrayBuffer>> {
  const text = socialCardText(path)
  if (!text) return Promise.reject(new Error(`No social card content for ${path}`))
  let rendered = cache.get(path)
  if (!rendered) {
    rendered = renderSocialCardPng(text)
    cache.set(path, rendered)
  }
  return rendered
}
