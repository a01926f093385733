import { Icon } from '~/components/ui/icon'
import { cn } from '~/lib/ui/cn'

import { realmMessages } from '~/messages/edition/realm'

import { usd } from './sample-data'
import { Chip, ScreenHeading, ScreenLabel, StatusBadge, type Tint } from './screen-parts'

/** When the blocked request came, in the log and in the box under it. */
const BLOCKED_AT = '09:37'

const messages = realmMessages.audit
const { apps } = realmMessages.sample

type Entry = { time: string; who: string; asked: string; app: string; model: string; cost: string; decision: string; tint: Tint }

const ENTRIES: readonly Entry[] = [
  {
    time: '09:42',
    who: messages.roles.analyst,
    asked: messages.questions.travel,
    app: apps.policy,
    model: 'claude-3-5-sonnet',
    cost: usd(0.012, 3),
    decision: messages.decisions.allowed,
    tint: 'good',
  },
  {
    time: '09:40',
    who: messages.roles.support,
    asked: messages.questions.reset,
    app: apps.support,
    model: 'gpt-4o',
    cost: usd(0.009, 3),
    decision: messages.decisions.allowed,
    tint: 'good',
  },
  {
    time: BLOCKED_AT,
    who: messages.roles.contractor,
    asked: messages.questions.salaries,
    app: apps.policy,
    model: messages.noModel,
    cost: usd(0, 3),
    decision: messages.decisions.blocked,
    tint: 'danger',
  },
  {
    time: '09:31',
    who: messages.roles.analyst,
    asked: messages.questions.invoice,
    app: apps.invoices,
    model: 'llama-3.1-70b',
    cost: messages.gpu,
    decision: messages.decisions.onPremises,
    tint: 'brand',
  },
  {
    time: '09:28',
    who: messages.roles.serviceDesk,
    asked: messages.questions.printer,
    app: apps.triage,
    model: 'mistral-7b',
    cost: messages.gpu,
    decision: messages.decisions.allowed,
    tint: 'good',
  },
]

// Fixed and minmax(0, …) tracks: each row is its own grid, so no column may size to its content.
const COLUMNS = '@xl:grid-cols-[2.75rem_minmax(0,1.6fr)_minmax(0,1fr)_3.5rem_8.5rem]'

/** The audit log: who asked what, through which application and model, at what cost, and the policy decision. */
export function AuditLogScreen() {
  return (
    <div className="grid gap-3 p-4 @md:p-5">
      <ScreenHeading title={messages.title}>
        <Chip>{messages.filter}</Chip>
        <StatusBadge tint="good">{messages.streaming}</StatusBadge>
      </ScreenHeading>
      <div className="rounded-control border border-ink-100">
        <div className={cn('hidden gap-3 border-b border-ink-100 px-3 py-2 @xl:grid', COLUMNS)}>
          <ScreenLabel>{messages.columns.time}</ScreenLabel>
          <ScreenLabel>{messages.columns.who}</ScreenLabel>
          <ScreenLabel>{messages.columns.model}</ScreenLabel>
          <ScreenLabel className="text-right">{messages.columns.cost}</ScreenLabel>
          <ScreenLabel>{messages.columns.policy}</ScreenLabel>
        </div>
        <ul>
          {ENTRIES.map((entry, index) => (
            <li
              key={entry.time}
              className={cn(
                'grid grid-cols-[2.75rem_1fr_auto] items-start gap-x-3 gap-y-0.5 px-3 py-2 @xl:items-center',
                COLUMNS,
                index > 0 && 'border-t border-ink-100',
                entry.tint === 'danger' && 'bg-danger-50/50',
              )}
            >
              <span className="text-xs text-ink-600 tabular-nums">{entry.time}</span>
              <span className="col-span-2 min-w-0 @xl:col-span-1">
                <span className="block truncate font-medium text-ink-900">{entry.who}</span>
                <span className="line-clamp-2 text-xs text-ink-600">“{entry.asked}”</span>
              </span>
              <span className="col-start-2 row-start-2 self-center truncate text-xs text-ink-700 @xl:col-start-auto @xl:row-start-auto">
                {entry.model}
                <span className="text-ink-600 @xl:hidden"> · {entry.cost}</span>
                <span className="hidden truncate text-ink-600 @xl:block">{entry.app}</span>
              </span>
              <span className="hidden text-right text-xs text-ink-700 tabular-nums @xl:block">{entry.cost}</span>
              <StatusBadge
                tint={entry.tint}
                className="col-start-3 row-start-2 justify-self-end @xl:col-start-auto @xl:row-start-auto @xl:justify-self-start"
              >
                {entry.decision}
              </StatusBadge>
            </li>
          ))}
        </ul>
      </div>
      <BlockedRequest />
    </div>
  )
}

function BlockedRequest() {
  return (
    <div className="grid gap-2 rounded-control border border-danger-500/30 bg-danger-50/60 p-3 @xl:grid-cols-[auto_1fr] @xl:gap-x-3">
      <Icon name="shield-check" className="size-5 text-danger-700" />
      <span>
        <span className="block font-semibold text-ink-900">{messages.blockedTitle(BLOCKED_AT)}</span>
        <span className="block text-xs text-ink-700">{messages.blockedBody}</span>
      </span>
    </div>
  )
}
