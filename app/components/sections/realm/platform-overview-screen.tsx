import { Icon } from '~/components/ui/icon'
import type { IconName } from '~/content/icon-names'
import { cn } from '~/lib/ui/cn'

import { realmMessages } from '~/messages/edition/realm'

import { SAMPLE_APPS, SAMPLE_MODELS, count, percent, seconds, usd } from './sample-data'
import { Chip, Meter, ScreenHeading, ScreenLabel, StatusBadge } from './screen-parts'

const messages = realmMessages.overview
const { navigation } = messages

const NAVIGATION: readonly { group: string; items: readonly { icon: IconName; name: string }[] }[] = [
  {
    group: navigation.build,
    items: [
      { icon: 'message-square', name: navigation.chat },
      { icon: 'bot', name: navigation.agents },
      { icon: 'database', name: navigation.knowledge },
    ],
  },
  {
    group: navigation.run,
    items: [
      { icon: 'network', name: navigation.models },
      { icon: 'gauge', name: navigation.evaluations },
    ],
  },
  {
    group: navigation.govern,
    items: [
      { icon: 'shield-check', name: navigation.policies },
      { icon: 'file-text', name: navigation.auditLog },
      { icon: 'wallet', name: navigation.usage },
    ],
  },
]

const STATS = [
  { label: messages.requests, value: count(48210), note: messages.requestsNote(percent(12, true)) },
  { label: messages.latency, value: seconds(2.4), note: messages.latencyNote(seconds(3)) },
  { label: messages.passRate, value: percent(92), note: messages.passRateNote(count(240)) },
]

/** The console's home: every application, its model and traffic, and spend against budget. */
export function PlatformOverviewScreen() {
  return (
    <div className="grid @4xl:grid-cols-[12.5rem_1fr]">
      <Sidebar />
      <div className="grid gap-4 p-4 @md:p-5">
        <ScreenHeading title={messages.title}>
          <Chip>{messages.period}</Chip>
        </ScreenHeading>
        <div className="grid grid-cols-2 gap-3 @2xl:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="rounded-control border border-ink-100 p-3">
              <ScreenLabel>{stat.label}</ScreenLabel>
              <p className="mt-1 text-lg font-semibold text-ink-900 tabular-nums">{stat.value}</p>
              <p className="text-xs text-ink-600">{stat.note}</p>
            </div>
          ))}
          <div className="rounded-control border border-ink-100 p-3">
            <ScreenLabel>{messages.spend}</ScreenLabel>
            <p className="mt-1 text-lg font-semibold text-ink-900 tabular-nums">{usd(3430)}</p>
            <Meter percent={72} className="mt-1.5" />
            <p className="mt-1 text-xs text-ink-600">{messages.spendNote(usd(4750))}</p>
          </div>
        </div>
        <Applications />
      </div>
    </div>
  )
}

function Sidebar() {
  return (
    <div className="hidden border-r border-ink-100 bg-ink-50/60 p-4 @4xl:block">
      <p className="flex items-center gap-2 rounded-control bg-white px-2.5 py-1.5 font-medium text-ink-900 shadow-sm ring-1 ring-ink-100">
        <Icon name="layout-dashboard" className="size-4 text-brand-600" />
        {messages.title}
      </p>
      {NAVIGATION.map(({ group, items }) => (
        <div key={group} className="mt-4">
          <ScreenLabel className="px-2.5">{group}</ScreenLabel>
          <ul className="mt-1.5 grid gap-0.5">
            {items.map((item) => (
              <li key={item.name} className="flex items-center gap-2 px-2.5 py-1 text-ink-700">
                <Icon name={item.icon} className="size-4 text-ink-500" />
                {item.name}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

function Applications() {
  const providerOf = (model: string) => SAMPLE_MODELS.find((candidate) => candidate.id === model)?.provider
  return (
    <div className="rounded-control border border-ink-100">
      <div className="grid grid-cols-[1fr_auto] gap-3 border-b border-ink-100 px-3 py-2 @xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1.6fr)_minmax(0,0.7fr)_4.5rem]">
        <ScreenLabel>{messages.columns.application}</ScreenLabel>
        <ScreenLabel className="hidden @xl:block">{messages.columns.model}</ScreenLabel>
        <ScreenLabel className="hidden text-right @xl:block">{messages.columns.requests}</ScreenLabel>
        <ScreenLabel>{messages.columns.status}</ScreenLabel>
      </div>
      <ul>
        {SAMPLE_APPS.map((app, index) => (
          <li
            key={app.name}
            className={cn(
              'grid grid-cols-[1fr_auto] items-center gap-x-3 px-3 py-2 @xl:grid-cols-[minmax(0,1.2fr)_minmax(0,1.6fr)_minmax(0,0.7fr)_4.5rem]',
              index > 0 && 'border-t border-ink-100',
            )}
          >
            <span className="min-w-0">
              <span className="block truncate font-medium text-ink-900">{app.name}</span>
              <span className="block truncate text-xs text-ink-600 @xl:hidden">
                {`${app.model} · ${messages.appRequests(app.requests)}`}
              </span>
            </span>
            <span className="hidden min-w-0 truncate @xl:block">
              <span className="font-medium text-ink-800">{app.model}</span>
              <span className="text-xs text-ink-600"> · {providerOf(app.model)}</span>
            </span>
            <span className="hidden text-right tabular-nums @xl:block">{app.requests}</span>
            <StatusBadge tint={app.live ? 'good' : 'brand'}>
              {app.live ? realmMessages.sample.stages.live : realmMessages.sample.stages.pilot}
            </StatusBadge>
          </li>
        ))}
      </ul>
    </div>
  )
}
