// Draws the site's lucide icons into one SVG sprite at build time. Pages refer to a symbol with
// <use href="icons-<hash>.svg#name">, so the path data lives in one cached file instead of in every
// page's JavaScript. (Technology logos are separate image files: app/routes/technology-logo.ts.)
//
// The Vite plugin below (used by vite.config.ts and vitest.config.ts) writes the sprite to
// app/generated/ before anything imports it.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

import { icons as lucideIcons } from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin } from 'vite'

// With their extensions: vite.config.ts imports this file, and Vite holds the config's imports to
// the rules of Node's loader.
import { uiIconNames } from '../../app/components/ui/ui-icon-names.ts'
import { iconNames } from '../../app/content/icon-names.ts'

const ICON_SPRITE_FILE = join(import.meta.dirname, '..', '..', 'app', 'generated', 'icons.svg')

function pascalCase(name: string) {
  return name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase())
}

/** The inner markup of one lucide icon, rendered by lucide-react itself so it matches the library. */
function lucideSymbol(name: string, listFile: string) {
  const component = (lucideIcons as Record<string, Parameters<typeof createElement>[0]>)[pascalCase(name)]
  if (!component) throw new Error(`${listFile}: "${name}" is not a lucide icon (https://lucide.dev/icons)`)
  const markup = renderToStaticMarkup(createElement(component))
  const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
  return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`
}

export function iconSprite() {
  // Name -> the list that asked for it (for the error message); a name in both lists is drawn once.
  const lists = new Map<string, string>([
    ...uiIconNames.map((name) => [name, 'app/components/ui/ui-icon-names.ts'] as const),
    ...iconNames.map((name) => [name, 'app/content/icon-names.ts'] as const),
  ])
  const symbols = [...lists.keys()].sort().map((name) => lucideSymbol(name, lists.get(name)!))
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

/** Writes a file only when its content changed, so watchers and the build cache stay quiet. */
function writeIfChanged(file: string, content: string) {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}

/** Writes the sprite before Vite (or Vitest) resolves any import of it. */
export function iconSpritePlugin(): Plugin {
  return {
    name: 'stratora:icon-sprite',
    config() {
      writeIfChanged(ICON_SPRITE_FILE, iconSprite())
    },
  }
}
