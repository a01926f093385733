import { cn } from '~/lib/ui/cn'

import { realmMessages } from '~/messages/edition/realm'

import { SAMPLE_MODELS, type SampleModel } from './sample-data'
import { Chip, ScreenHeading, ScreenLabel, StatusBadge } from './screen-parts'

// Wide windows show four columns; narrower ones fold price and routing under the model's name.
// Fixed and minmax(0, …) tracks: each row is its own grid, so no column may size to its content.
const COLUMNS = '@xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_5.75rem_minmax(0,1.3fr)]'

const messages = realmMessages.models
const hosted = SAMPLE_MODELS.filter((model) => model.hosting === 'hosted').length

/** The model gateway's catalogue: each model's provider, context, price, status and routing rule. */
export function ModelCatalogueScreen() {
  return (
    <div className="grid gap-3 p-4 @md:p-5">
      <ScreenHeading title={messages.title}>
        <span className="rounded-full bg-ink-900 px-2.5 py-0.5 text-xs font-medium text-white">{messages.all(SAMPLE_MODELS.length)}</span>
        <Chip roomy>{messages.hosted(hosted)}</Chip>
        <Chip roomy>{messages.openWeight(SAMPLE_MODELS.length - hosted)}</Chip>
      </ScreenHeading>
      <div className="rounded-control border border-ink-100">
        <div className={cn('hidden gap-3 border-b border-ink-100 px-3 py-2 @xl:grid', COLUMNS)}>
          <ScreenLabel>{messages.columns.model}</ScreenLabel>
          <ScreenLabel>{messages.columns.price}</ScreenLabel>
          <ScreenLabel>{messages.columns.status}</ScreenLabel>
          <ScreenLabel>{messages.columns.routing}</ScreenLabel>
        </div>
        <ul>
          {SAMPLE_MODELS.map((model, index) => (
            <ModelRow key={model.id} model={model} first={index === 0} />
          ))}
        </ul>
      </div>
      <RoutingRule />
    </div>
  )
}

function ModelRow({ model, first }: { model: SampleModel; first: boolean }) {
  const price = model.price ? `${model.price.input} / ${model.price.output}` : messages.gpuMetered
  return (
    <li
      className={cn('grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-3 py-2.5 @xl:items-center', COLUMNS, !first && 'border-t border-ink-100')}
    >
      <span className="min-w-0">
        <span className="block truncate font-semibold text-ink-900">{model.id}</span>
        <span className="block truncate text-xs text-ink-600">
          {model.provider} · {model.context}
        </span>
      </span>
      {/* The label and the price may go on two lines in a narrow screen ("US$ 0,0025" runs longer
          than "$0.0025"); the price itself stays on one. */}
      <span className="col-span-2 row-start-2 text-xs text-ink-700 tabular-nums @xl:col-span-1 @xl:row-start-auto">
        <span className="text-ink-600 @xl:hidden">{`${messages.perTokens} `}</span>
        <span className="whitespace-nowrap">{price}</span>
      </span>
      <StatusBadge
        tint={model.status === 'available' ? 'good' : 'caution'}
        className="col-start-2 row-start-1 self-start @xl:col-start-auto @xl:row-start-auto @xl:self-auto"
      >
        {model.status === 'available' ? messages.available : messages.degraded}
      </StatusBadge>
      <span className="col-span-2 text-xs text-ink-700 @xl:col-span-1">
        <span className="text-ink-600 @xl:hidden">{`${messages.routing} `}</span>
        {model.routing}
      </span>
    </li>
  )
}

function RoutingRule() {
  return (
    <div className="rounded-control border border-brand-100 bg-brand-50/60 p-3">
      <ScreenLabel className="text-brand-700">{messages.rule(realmMessages.sample.apps.support)}</ScreenLabel>
      <div className="mt-2 grid gap-1.5 text-xs">
        <Route from="gpt-4o" when={messages.onFailure} to="claude-3-5-sonnet" />
        <Route from={messages.confidential} source when={messages.always} to="llama-3.1-70b" />
      </div>
    </div>
  )
}

/** `source`: the rule starts from a kind of source, not a model. */
function Route({ from, source = false, when, to }: { from: string; source?: boolean; when: string; to: string }) {
  const model = 'rounded-md bg-white px-2 py-0.5 font-medium text-ink-900 ring-1 ring-brand-100'
  return (
    <p className="flex flex-wrap items-center gap-1.5">
      <span className={source ? 'font-medium text-ink-900' : model}>{from}</span>
      <span className="text-brand-700">→ {when} →</span>
      <span className={model}>{to}</span>
    </p>
  )
}
