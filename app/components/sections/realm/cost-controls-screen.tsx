import { realmMessages } from '~/messages/edition/realm'

import { SAMPLE_BUDGETS, count, hours, percent as percentOf } from './sample-data'
import { Chip, Meter, ScreenHeading, ScreenLabel, StatusBadge, type Tint } from './screen-parts'

const messages = realmMessages.usage

/** Where alerts start and requests stop, in percent of a budget. */
const ALERT_AT = 80
const LIMIT_AT = 100

/** A budget's state: alerts from 80%, requests stop at the hard limit. */
function stateOf(percent: number): { tint: Tint; label: string } {
  if (percent >= LIMIT_AT) return { tint: 'danger', label: messages.paused }
  if (percent >= ALERT_AT) return { tint: 'caution', label: messages.alerted }
  return { tint: 'good', label: messages.onTrack }
}

const GPU_MODELS = [
  ['llama-3.1-70b', hours(318)],
  ['mistral-7b', hours(94)],
] as const

/** Usage and budgets: spend per team against its budget, alerts and a hard limit, and metered GPU time. */
export function CostControlsScreen() {
  return (
    <div className="grid gap-3 p-4 @md:p-5">
      <ScreenHeading title={messages.title}>
        <Chip>{messages.period}</Chip>
      </ScreenHeading>
      <p className="text-xs text-ink-600">{messages.rules(percentOf(ALERT_AT), percentOf(LIMIT_AT))}</p>
      <ul className="grid gap-2">
        {SAMPLE_BUDGETS.map((budget) => {
          const state = stateOf(budget.percent)
          return (
            <li key={budget.team} className="rounded-control border border-ink-100 px-3 py-2">
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="mr-auto font-medium text-ink-900">{budget.team}</span>
                <span className="text-xs text-ink-700 tabular-nums">{messages.spentOf(budget.spent, budget.budget)}</span>
                <StatusBadge tint={state.tint}>{state.label}</StatusBadge>
              </span>
              <Meter percent={budget.percent} tint={state.tint === 'good' ? 'brand' : state.tint} className="mt-2" />
            </li>
          )
        })}
      </ul>
      <div className="grid gap-2 rounded-control border border-ink-100 bg-ink-50/60 p-3 @xl:grid-cols-[1fr_auto] @xl:items-center @xl:gap-x-4">
        <span>
          <ScreenLabel>{messages.gpus}</ScreenLabel>
          <span className="block font-medium text-ink-900 tabular-nums">{messages.gpuHours(count(412), count(600))}</span>
          <Meter percent={69} tint="brand" className="mt-1.5" />
        </span>
        <span className="grid gap-0.5 text-xs text-ink-700">
          {GPU_MODELS.map(([model, hours]) => (
            <span key={model} className="flex justify-between gap-4">
              <span>{model}</span>
              <span className="tabular-nums">{hours}</span>
            </span>
          ))}
        </span>
      </div>
    </div>
  )
}
