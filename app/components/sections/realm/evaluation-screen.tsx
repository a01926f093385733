import { realmMessages } from '~/messages/edition/realm'

import { percent, seconds, usd } from './sample-data'
import { Meter, ScreenHeading, ScreenLabel, StatusBadge } from './screen-parts'

const messages = realmMessages.evaluation

/** A score out of 100, as a value and as the meter's length. */
const score = (current: number, candidate: number) => ({
  current: percent(current),
  candidate: percent(candidate),
  score: [current, candidate],
})

/** Scores out of 100 draw as meters; latency and cost only as values. */
const METRICS: readonly { name: string; current: string; candidate: string; score: readonly number[] | null }[] = [
  { name: messages.metrics.correct, ...score(86, 91) },
  { name: messages.metrics.citing, ...score(94, 98) },
  { name: messages.metrics.declines, ...score(88, 90) },
  { name: messages.metrics.latency, current: seconds(2.9), candidate: seconds(2.4), score: null },
  { name: messages.metrics.cost, current: usd(0.011, 3), candidate: usd(0.009, 3), score: null },
]

/** Answer quality over the last 14 days in production, as a share of helpful votes (sample). */
const HELPFUL = [84, 85, 83, 86, 86, 85, 87, 86, 88, 87, 88, 89, 88, 89]

/** An evaluation run: a candidate prompt scored against the current release on real questions. */
export function EvaluationScreen() {
  return (
    <div className="grid gap-3 p-4 @md:p-5">
      <ScreenHeading title={messages.title(realmMessages.sample.apps.support)}>
        <StatusBadge tint="good">{messages.ready}</StatusBadge>
      </ScreenHeading>
      <p className="text-xs text-ink-600">{messages.run(240)}</p>
      <div className="rounded-control border border-ink-100">
        <div className="grid grid-cols-[1fr_auto_auto] gap-3 border-b border-ink-100 px-3 py-2">
          <ScreenLabel>{messages.metric}</ScreenLabel>
          <ScreenLabel className="w-12 text-right">v7</ScreenLabel>
          <ScreenLabel className="w-12 text-right">v8</ScreenLabel>
        </div>
        <ul>
          {METRICS.map((metric, index) => (
            <li key={metric.name} className={index > 0 ? 'border-t border-ink-100 px-3 py-2' : 'px-3 py-2'}>
              <span className="grid grid-cols-[1fr_auto_auto] items-center gap-3">
                <span className="min-w-0 text-ink-900">{metric.name}</span>
                <span className="w-12 text-right text-ink-600 tabular-nums">{metric.current}</span>
                <span className="w-12 text-right font-semibold text-accent-600 tabular-nums">{metric.candidate}</span>
              </span>
              {metric.score ? (
                <span className="mt-1.5 grid gap-1 @xl:grid-cols-2 @xl:gap-3">
                  <Meter percent={metric.score[0] ?? 0} tint="neutral" />
                  <Meter percent={metric.score[1] ?? 0} tint="good" />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <ProductionTrend />
    </div>
  )
}

function ProductionTrend() {
  const width = 280
  const height = 48
  const [low, high] = [80, 92]
  const points = HELPFUL.map(
    (value, index) => `${(index / (HELPFUL.length - 1)) * width},${height - ((value - low) / (high - low)) * height}`,
  ).join(' ')
  return (
    <div className="grid items-center gap-2 rounded-control border border-ink-100 p-3 @xl:grid-cols-[auto_1fr] @xl:gap-4">
      <span>
        <ScreenLabel>{messages.production}</ScreenLabel>
        <span className="block text-xs text-ink-600">
          <span className="text-lg font-semibold text-ink-900 tabular-nums">{percent(HELPFUL.at(-1) ?? 0)}</span> {messages.helpful}
        </span>
      </span>
      <svg viewBox={`-2 -2 ${width + 4} ${height + 4}`} preserveAspectRatio="none" className="h-12 w-full" aria-hidden="true">
        <polyline
          points={points}
          fill="none"
          className="stroke-accent-500"
          strokeWidth="2"
          vectorEffect="non-scaling-stroke"
          strokeLinejoin="round"
        />
      </svg>
    </div>
  )
}
