import { Circle, Defs, Ellipse, G, Line, LinearGradient, Path, Polygon, Polyline, Rect, Stop, Svg } from '@react-pdf/renderer'
import { type ComponentType, createElement, type ReactNode } from 'react'

// Draws an SVG file's markup with react-pdf's vector primitives, so documents show the site's own
// artwork (the logo mark, lucide icons, simple-icons logos) as sharp vectors instead of a copy of
// their geometry. Covers what those files use: shapes, groups and linear gradients.

type SvgNode = { tag: string; attributes: Record<string, string>; children: SvgNode[] }

const TAG = /<(\/?)([a-zA-Z]+)((?:\s+[\w:-]+="[^"]*")*)\s*(\/?)>/g
const ATTRIBUTE = /([\w:-]+)="([^"]*)"/g

/** The element tree of well-formed, machine-written SVG markup (no comments, CDATA or entities but &quot;). */
export function parseSvg(markup: string): SvgNode {
  const root: SvgNode = { tag: '#root', attributes: {}, children: [] }
  const stack = [root]
  for (const [, closing, tag, attributeText = '', selfClosing] of markup.matchAll(TAG)) {
    if (closing) {
      if (stack.length === 1 || stack.at(-1)!.tag !== tag) throw new Error(`parseSvg: unexpected </${tag}>`)
      stack.pop()
      continue
    }
    const attributes = Object.fromEntries(
      [...attributeText.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!.replaceAll('&quot;', '"')]),
    )
    const node: SvgNode = { tag: tag!, attributes, children: [] }
    stack.at(-1)!.children.push(node)
    if (!selfClosing) stack.push(node)
  }
  if (stack.length !== 1) throw new Error(`parseSvg: <${stack.at(-1)!.tag}> is not closed`)
  const svg = root.children.find((node) => node.tag === 'svg')
  if (!svg) throw new Error('parseSvg: no <svg> element')
  return svg
}

/** Presentation attributes a child inherits from its <svg> or <g>, as SVG does. */
const INHERITED = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin']

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

function props(attributes: Record<string, string>, color: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes)
      .filter(([name]) => name !== 'class' && name !== 'xmlns' && !name.startsWith('aria-'))
      .map(([name, value]) => [camelCase(name), value === 'currentColor' ? color : value]),
  )
}

function inheritedFrom(attributes: Record<string, string>, inherited: Record<string, string>) {
  return { ...inherited, ...Object.fromEntries(INHERITED.filter((name) => name in attributes).map((name) => [name, attributes[name]!])) }
}

/**
 * react-pdf's primitive for each element these files use. Typed loosely on purpose: the attributes
 * come from the file as strings, and each primitive reads the ones SVG defines for it.
 */
const ELEMENTS = {
  g: G,
  path: Path,
  circle: Circle,
  ellipse: Ellipse,
  rect: Rect,
  line: Line,
  polyline: Polyline,
  polygon: Polygon,
  defs: Defs,
  linearGradient: LinearGradient,
  stop: Stop,
} as unknown as Record<string, ComponentType<Record<string, string>>>

/** Elements that draw: they get the presentation attributes inherited from their <svg> and <g>. */
const SHAPES = new Set(['path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon'])

function draw(node: SvgNode, inherited: Record<string, string>, color: string, key: string): ReactNode {
  if (node.tag === 'title' || node.tag === 'desc') return null
  const element = ELEMENTS[node.tag]
  if (!element) throw new Error(`SvgMarkup: <${node.tag}> is not supported`)
  // Gradients inside <defs> take nothing from the shapes' parents.
  const context = node.tag === 'defs' ? {} : inheritedFrom(node.attributes, inherited)
  const children = node.children.map((child, index) => draw(child, context, color, String(index)))
  const attributes = SHAPES.has(node.tag) ? { ...inherited, ...node.attributes } : node.tag === 'g' ? {} : node.attributes
  return createElement(element, { key, ...props(attributes, color) }, ...children)
}

/** An SVG file drawn at `size` points square (or `width` by `height`); `currentColor` becomes `color`. */
export function SvgMarkup({
  markup,
  width,
  height = width,
  color = '#000000',
}: {
  markup: string
  width: number
  height?: number
  color?: string
}) {
  const svg = parseSvg(markup)
  const viewBox = svg.attributes.viewBox ?? `0 0 ${svg.attributes.width ?? 24} ${svg.attributes.height ?? 24}`
  const inherited = inheritedFrom(svg.attributes, {})
  return (
    <Svg width={width} height={height} viewBox={viewBox}>
      {svg.children.map((child, index) => draw(child, inherited, color, String(index)))}
    </Svg>
  )
}
