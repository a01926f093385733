import { icons as lucideIcons } from 'lucide-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

import type { TechnologyLogo } from '~/content/technology-logos'
import { technologyLogoSvg } from '~/lib/documents/technology-logo-svg.server'

import logoMarkSvg from '../../public/logo-mark.svg?raw'

import { SvgMarkup } from './svg-markup'

// The site's own artwork for documents, drawn from the same sources the pages use.

/** The brand mark, from the file the site header shows (public/logo-mark.svg). */
export function BrandMark({ size }: { size: number }) {
  return <SvgMarkup markup={logoMarkSvg} width={size} />
}

const iconMarkup = new Map<string, string>()

/** A lucide icon, as lucide-react draws it for the site's icon sprite (scripts/build-steps/icon-sprite.ts). */
export function LucideIcon({ name, size, color }: { name: string; size: number; color: string }) {
  let markup = iconMarkup.get(name)
  if (!markup) {
    const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase())
    const component = (lucideIcons as Record<string, ComponentType>)[pascal]
    // Content icon names are checked against lucide when content is generated; a miss is a bug.
    if (!component) throw new Error(`"${name}" is not a lucide icon`)
    markup = renderToStaticMarkup(createElement(component))
    iconMarkup.set(name, markup)
  }
  return <SvgMarkup markup={markup} width={size} color={color} />
}

/** A technology's simple-icons mark in its brand color, the mark /logos/<slug>.png draws. */
export function TechnologyMark({ slug, size }: { slug: TechnologyLogo; size: number }) {
  return <SvgMarkup markup={technologyLogoSvg(slug)} width={size} />
}
