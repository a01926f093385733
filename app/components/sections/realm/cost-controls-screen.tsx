import { SAMPLE_BUDGETS } from './sample-data'
import { Chip, Meter, ScreenHeading, ScreenLabel, StatusBadge, type Tint } from './screen-parts'

/** A budget's state: alerts from 80%, requests stop at the hard limit. */
function stateOf(percent: number): { tint: Tint; label: string } {
  if (percent >= 100) return { tint: 'danger', label: 'Paused at limit' }
  if (percent >= 80) return { tint: 'caution', label: 'Alert sent' }
  return { tint: 'good', label: 'On track' }
}

const GPU_MODELS = [
  ['llama-3.1-70b', '318 h'],
  ['mistral-7b', '94 h'],
] as const

/** Usage and budgets: spend per team against its budget, alerts and a hard limit, and metered GPU time. */
export function CostControlsScreen() {
  return (
    <div className="grid gap-3 p-4 @md:p-5">
      <ScreenHeading title="Usage and budgets">
        <Chip>This month</Chip>
      </ScreenHeading>
      <p className="text-xs text-ink-600">Alert at 80% of a budget · hard limit at 100%</p>
      <ul className="grid gap-2">
        {SAMPLE_BUDGETS.map((budget) => {
          const state = stateOf(budget.percent)
          return (
            <li key={budget.team} className="rounded-control border border-ink-100 px-3 py-2">
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="mr-auto font-medium text-ink-900">{budget.team}</span>
                <span className="text-xs text-ink-700 tabular-nums">
                  {budget.spent} of {budget.budget}
                </span>
                <StatusBadge tint={state.tint}>{state.label}</StatusBadge>
              </span>
              <Meter percent={budget.percent} tint={state.tint === 'good' ? 'brand' : state.tint} className="mt-2" />
            </li>
          )
        })}
      </ul>
      <div className="grid gap-2 rounded-control border border-ink-100 bg-ink-50/60 p-3 @xl:grid-cols-[1fr_auto] @xl:items-center @xl:gap-x-4">
        <span>
          <ScreenLabel>Your GPUs</ScreenLabel>
          <span className="block font-medium text-ink-900 tabular-nums">412 of 600 GPU-hours</span>
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
