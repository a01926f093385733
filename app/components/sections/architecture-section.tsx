import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { SectionIntro } from '~/content/service-types'

type Layer = { name: string; components: readonly string[] }

const WIDTH = 960
const LABEL_WIDTH = 190
const LAYER_HEIGHT = 84
const GAP = 36
const BOX_GAP = 14

/**
 * A layered architecture diagram drawn as SVG from content. The list beside it is the diagram's
 * text version: screen readers read it at every width, and it replaces the drawing on phones,
 * where the drawing's labels would be too small to read.
 */
export function ArchitectureSection({
  id,
  intro,
  layers,
  caption,
  tone = 'plain',
}: {
  id: string
  intro: SectionIntro
  layers: readonly Layer[]
  caption: string
  tone?: Tone
}) {
  const height = layers.length * LAYER_HEIGHT + (layers.length - 1) * GAP
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <figure className="mt-10 rounded-card border border-ink-100 bg-white p-4 shadow-card sm:p-8">
        <svg
          viewBox={`-2 -2 ${WIDTH + 4} ${height + 4}`}
          width={WIDTH + 4}
          height={height + 4}
          aria-hidden="true"
          className="hidden h-auto w-full md:block"
        >
          <defs>
            <marker id={`${id}-arrow`} viewBox="0 0 10 10" refX="5" refY="5" markerWidth="7" markerHeight="7" orient="auto">
              <path d="M0 0 10 5 0 10z" fill="#5b84f7" />
            </marker>
          </defs>
          {layers.map((layer, index) => (
            <LayerRow key={layer.name} layer={layer} y={index * (LAYER_HEIGHT + GAP)} first={index === 0} arrowId={`${id}-arrow`} />
          ))}
        </svg>
        <ol className="grid gap-3 md:sr-only">
          {layers.map((layer) => (
            <li key={layer.name} className="rounded-control border border-brand-100 bg-brand-50 p-4">
              <p className="font-semibold text-ink-900">{layer.name}</p>
              <p className="mt-1 text-[0.9375rem] text-ink-700">{layer.components.join(' · ')}</p>
            </li>
          ))}
        </ol>
        <figcaption className="mt-4 text-center text-sm text-ink-600">{caption}</figcaption>
      </figure>
    </Section>
  )
}

function LayerRow({ layer, y, first, arrowId }: { layer: Layer; y: number; first: boolean; arrowId: string }) {
  const count = layer.components.length
  const boxesWidth = WIDTH - LABEL_WIDTH - 24
  const boxWidth = (boxesWidth - BOX_GAP * (count - 1)) / count
  return (
    <g transform={`translate(0 ${y})`}>
      {first ? null : (
        <line
          x1={WIDTH / 2 + LABEL_WIDTH / 2}
          y1={-GAP + 4}
          x2={WIDTH / 2 + LABEL_WIDTH / 2}
          y2={-6}
          stroke="#5b84f7"
          strokeWidth="2"
          markerEnd={`url(#${arrowId})`}
        />
      )}
      <rect width={WIDTH} height={LAYER_HEIGHT} rx="14" fill={first ? '#dbe5ff' : '#f5f7fb'} stroke={first ? '#8eadff' : '#d7dde8'} />
      <text
        x="22"
        y={LAYER_HEIGHT / 2}
        dominantBaseline="middle"
        fontSize="17"
        fontWeight="600"
        fill="#0b1b33"
        fontFamily="Inter Variable, system-ui, sans-serif"
      >
        {layer.name}
      </text>
      {layer.components.map((component, index) => {
        const x = LABEL_WIDTH + index * (boxWidth + BOX_GAP)
        return (
          <g key={component} transform={`translate(${x} 14)`}>
            <rect width={boxWidth} height={LAYER_HEIGHT - 28} rx="10" fill="#ffffff" stroke="#bccfff" />
            <text
              x={boxWidth / 2}
              y={(LAYER_HEIGHT - 28) / 2}
              dominantBaseline="middle"
              textAnchor="middle"
              fontSize="15"
              fill="#16294a"
              fontFamily="Inter Variable, system-ui, sans-serif"
            >
              {labelLines(component, boxWidth - 20).map((line, lineIndex, lines) => (
                <tspan key={line} x={boxWidth / 2} dy={lineIndex === 0 ? `${-(lines.length - 1) * 0.6}em` : '1.2em'}>
                  {line}
                </tspan>
              ))}
            </text>
          </g>
        )
      })}
    </g>
  )
}

/** Splits a label into two lines at the space nearest its middle when one line would overflow. */
function labelLines(label: string, width: number): string[] {
  // Inter at 15 px averages about 7.6 px per character.
  if (label.length * 7.6 <= width || !label.includes(' ')) return [label]
  const middle = label.length / 2
  const spaces = [...label.matchAll(/ /g)].map((match) => match.index)
  const split = spaces.reduce((best, index) => (Math.abs(index - middle) < Math.abs(best - middle) ? index : best))
  return [label.slice(0, split), label.slice(split + 1)]
}
