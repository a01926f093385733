import { type ResultBar, resultChart } from '~/content/result-chart'
import { SITE_LANGUAGE } from '~/content/locale'
import type { StoryResult } from '~/content/types'
import { cn } from '~/lib/ui/cn'

type Size = 'full' | 'compact'

/**
 * One story result as a chart (the model is app/content/result-chart.ts): before and after bars, a
 * percentage on a 0 to 100% track, or the value alone. Rendered at prerender only, inside static
 * regions, as plain SVG: no chart code reaches the browser.
 *
 * Screen readers get one sentence ("Run cost per year fell from $30,000 to $10,000, 67% lower.")
 * in visually hidden text, and the drawing and its printed labels are hidden from them. A sentence
 * reads in one pass in browse mode, is what browser translation translates, and does not depend on
 * how each screen reader treats an SVG with role="img" (some announce only "graphic", some read
 * every <text> as well as the label). The bars use percentage widths and the text keeps its CSS
 * size, so the chart fills any width down to 320 px without shrinking its labels.
 */
export function ResultChart({ result, size = 'full', className }: { result: StoryResult; size?: Size; className?: string }) {
  const chart = resultChart(result)
  const compact = size === 'compact'
  return (
    <div data-result-chart={chart.kind} className={className}>
      <div aria-hidden="true">
        <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <span className={cn('font-semibold text-ink-900', compact ? 'text-sm' : 'text-base')}>{chart.metric}</span>
          {chart.change ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-brand-800">
              {chart.change}
            </span>
          ) : null}
        </p>
        {/* The result as a key number; a compact comparison leaves it to its bars' labels. */}
        {compact && chart.kind === 'comparison' ? null : (
          <p className={cn('font-bold tracking-tight text-brand-700', compact ? 'mt-1 text-2xl' : 'mt-2 text-4xl')}>{chart.value}</p>
        )}
        {chart.kind === 'comparison' ? <ComparisonBars bars={chart.bars} size={size} /> : null}
        {chart.kind === 'share' ? <ShareBar bar={chart.bars[0]!} size={size} /> : null}
      </div>
      <p className="sr-only">{chart.sentence}</p>
    </div>
  )
}

/** Row geometry in px: the label's baseline, then the bar under it. */
const ROWS: Record<Size, { label: number; barTop: number; bar: number; row: number; text: string }> = {
  full: { label: 17, barTop: 26, bar: 16, row: 54, text: 'text-[0.9375rem]' },
  compact: { label: 13, barTop: 19, bar: 10, row: 38, text: 'text-[0.8125rem]' },
}

function ComparisonBars({ bars, size }: { bars: readonly ResultBar[]; size: Size }) {
  const { label, barTop, bar: height, row, text } = ROWS[size]
  return (
    <svg width="100%" height={row * (bars.length - 1) + barTop + height} className={cn('mt-3 block', text)} focusable="false">
      {bars.map((bar, i) => (
        <g key={bar.role} transform={`translate(0 ${row * i})`}>
          <text y={label} className="fill-ink-600">
            {bar.caption}
            <tspan dx="6" className="fill-ink-900 font-semibold">
              {bar.label}
            </tspan>
          </text>
          <rect
            y={barTop}
            width={`${bar.length * 100}%`}
            height={height}
            rx={height / 2}
            className={bar.role === 'after' ? 'fill-brand-600' : 'fill-ink-300'}
          />
        </g>
      ))}
    </svg>
  )
}

/** The ends of a percentage's scale, in the site language: "0%", "100%". */
const percent = (share: number) => new Intl.NumberFormat(SITE_LANGUAGE, { style: 'percent' }).format(share)

/** A percentage on its 0 to 100% track; the full chart prints the two ends of the scale. */
function ShareBar({ bar, size }: { bar: ResultBar; size: Size }) {
  const { bar: height } = ROWS[size]
  const scale = size === 'full'
  return (
    <svg width="100%" height={height + (scale ? 22 : 0)} className="mt-3 block text-xs" focusable="false">
      <rect width="100%" height={height} rx={height / 2} className="fill-ink-100" />
      <rect width={`${bar.length * 100}%`} height={height} rx={height / 2} className="fill-brand-600" />
      {scale ? (
        <>
          <text y={height + 16} className="fill-ink-600">
            {percent(0)}
          </text>
          <text x="100%" y={height + 16} textAnchor="end" className="fill-ink-600">
            {percent(1)}
          </text>
        </>
      ) : null}
    </svg>
  )
}
