import type { ReactNode } from 'react'

import { Icon } from '~/components/ui/icon'
import type { IconName } from '~/content/icon-names'
import type { HostingModel } from '~/content/schema/product-screens'
import { brand } from '~/content/brand'
import { cn } from '~/lib/ui/cn'
import { realmMessages } from '~/messages/edition/realm'

const messages = realmMessages.hosting

/**
 * Where Realm runs in one deployment option, drawn as boundaries: whose environment holds the
 * platform, the data and the models. Decorative (aria-hidden): the card's text says the same.
 */
export function HostingDiagram({ hosting }: { hosting: HostingModel }) {
  return (
    <div aria-hidden="true" className="grid min-h-40 gap-2 rounded-control bg-ink-50 p-3 text-xs">
      {hosting === 'managed' ? (
        <div className="grid grid-cols-2 gap-2">
          <Zone label={messages.managed(brand.name)} tone="ink">
            <Chip icon="layers" realm>
              Realm
            </Chip>
            <span className="text-ink-600">{messages.singleTenant}</span>
          </Zone>
          <Zone label={messages.yourEnvironment}>
            <Chip icon="database">{messages.yourData}</Chip>
            <Chip icon="users">{messages.yourUsers}</Chip>
          </Zone>
        </div>
      ) : null}
      {hosting === 'your-cloud' ? (
        <Zone label={messages.yourCloud}>
          <Chip icon="layers" realm>
            Realm
          </Chip>
          <span className="grid grid-cols-2 gap-2">
            <Chip icon="database">{messages.yourData}</Chip>
            <Chip icon="users">{messages.yourUsers}</Chip>
          </span>
          <span className="text-ink-600">{messages.clouds}</span>
        </Zone>
      ) : null}
      {hosting === 'your-data-center' ? (
        <Zone label={messages.yourDataCenter}>
          <Chip icon="layers" realm>
            {messages.onKubernetes}
          </Chip>
          <span className="grid grid-cols-2 gap-2">
            <Chip icon="cpu">{messages.yourGpus}</Chip>
            <Chip icon="database">{messages.yourData}</Chip>
          </span>
          <span className="text-ink-600">{messages.noPublicCloud}</span>
        </Zone>
      ) : null}
    </div>
  )
}

function Zone({ label, tone = 'brand', children }: { label: string; tone?: 'brand' | 'ink'; children: ReactNode }) {
  return (
    <div
      className={cn(
        'grid content-start gap-2 rounded-control border border-dashed bg-white p-2.5',
        tone === 'brand' ? 'border-brand-300' : 'border-ink-300',
      )}
    >
      <span className={cn('font-semibold', tone === 'brand' ? 'text-brand-700' : 'text-ink-700')}>{label}</span>
      {children}
    </div>
  )
}

function Chip({ icon, realm = false, children }: { icon: IconName; realm?: boolean; children: ReactNode }) {
  return (
    <span
      className={cn(
        'flex items-center gap-1.5 rounded-md px-2 py-1.5 font-medium',
        realm ? 'bg-brand-600 text-white' : 'bg-ink-50 text-ink-800 ring-1 ring-ink-200',
      )}
    >
      <Icon name={icon} className="size-3.5 shrink-0" />
      {children}
    </span>
  )
}
