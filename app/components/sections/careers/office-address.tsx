import { AddressLines } from '~/components/ui/address-lines'
import { Icon } from '~/components/ui/icon'
import type { Office } from '~/content/types'
import { cn } from '~/lib/ui/cn'

/** An office's postal address and opening hours, each beside its icon: on the careers page and a role's page. */
export function OfficeAddress({ office, grow = false }: { office: Pick<Office, 'address' | 'hours'>; grow?: boolean }) {
  return (
    <>
      <div className={cn('mt-4 flex gap-3', grow && 'flex-1')}>
        <Icon name="map-pin" className="mt-1 size-4 shrink-0 text-brand-600" />
        <AddressLines lines={office.address.lines} />
      </div>
      <p className="mt-3 flex gap-3 text-[0.9375rem] text-ink-700">
        <Icon name="clock" className="mt-1 size-4 shrink-0 text-brand-600" />
        {office.hours}
      </p>
    </>
  )
}
