import { Icon } from '~/components/ui/icon'
import type { IconName } from '~/content/icon-names'
import { cn } from '~/lib/ui/cn'

import { SAMPLE_APPS, SAMPLE_MODELS } from './sample-data'
import { Chip, Meter, ScreenHeading, ScreenLabel, StatusBadge } from './screen-parts'

const NAVIGATION: readonly { group: string; items: readonly { icon: IconName; name: string }[] }[] = [
  {
    group: 'Build',
    items: [
      { icon: 'message-square', name: 'Chat' },
      { icon: 'bot', name: 'Agents' },
      { icon: 'database', name: 'Knowledge' },
    ],
  },
  {
    group: 'Run',
    items: [
      { icon: 'network', name: 'Models' },
      { icon: 'gauge', name: 'Evaluations' },
    ],
  },
  {
    group: 'Govern',
    items: [
      { icon: 'shield-check', name: 'Policies' },
      { icon: 'file-text', name: 'Audit log' },
      { icon: 'wallet', name: 'Usage' },
    ],
  },
]

const STATS = [
  { label: 'Requests', value: '48,210', note: '+12% on last week' },
  { label: 'p95 latency', value: '2.4 s', note: 'Target 3 s' },
  { label: 'Evaluation pass rate', value: '92%', note: '240 test questions' },
] as const

/** The console's home: every application, its model and traffic, and spend against budget. */
export function PlatformOverviewScreen() {
  return (
    <div className="grid @4xl:grid-cols-[12.5rem_1fr]">
      <Sidebar />
      <div className="grid gap-4 p-4 @md:p-5">
        <ScreenHeading title="Overview">
          <Chip>Last 7 days</Chip>
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
            <ScreenLabel>Spend this month</ScreenLabel>
            <p className="mt-1 text-lg font-semibold text-ink-900 tabular-nums">$3,430</p>
            <Meter percent={72} className="mt-1.5" />
            <p className="mt-1 text-xs text-ink-600">of $4,750 budget</p>
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
        Overview
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
        <ScreenLabel>Application</ScreenLabel>
        <ScreenLabel className="hidden @xl:block">Model</ScreenLabel>
        <ScreenLabel className="hidden text-right @xl:block">Requests</ScreenLabel>
        <ScreenLabel>Status</ScreenLabel>
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
                {app.model} · {app.requests} requests
              </span>
            </span>
            <span className="hidden min-w-0 truncate @xl:block">
              <span className="font-medium text-ink-800">{app.model}</span>
              <span className="text-xs text-ink-600"> · {providerOf(app.model)}</span>
            </span>
            <span className="hidden text-right tabular-nums @xl:block">{app.requests}</span>
            <StatusBadge tint={app.stage === 'Live' ? 'good' : 'brand'}>{app.stage}</StatusBadge>
          </li>
        ))}
      </ul>
    </div>
  )
}
