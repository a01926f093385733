import { AddressLines } from '~/components/ui/address-lines'
import { ContactLinkItems } from '~/components/ui/contact-links'
import { Icon } from '~/components/ui/icon'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { imageSizeOf } from '~/content/image-sizes'
import type { SectionIntro } from '~/content/service-types'
import type { Office } from '~/content/types'
import { cn } from '~/lib/ui/cn'
import { thirdsColumns } from '~/lib/ui/grid-columns'

export function OfficesSection({
  id,
  intro,
  offices,
  note,
  tone = 'plain',
}: {
  id: string
  intro: SectionIntro
  offices: readonly Office[]
  note?: string
  tone?: Tone
}) {
  const wide = wideOffices(offices)
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <ul className={cn('mt-10 grid gap-6', wide.size > 0 ? 'lg:grid-cols-2' : thirdsColumns(offices.length))}>
        {offices.map((office) => (
          <li key={office.name} className={cn('flex', wide.has(office) && 'lg:col-span-2')}>
            <OfficeCard office={office} wide={wide.has(office)} />
          </li>
        ))}
      </ul>
      {note ? <p className="mt-6 text-ink-600">{note}</p> : null}
    </Section>
  )
}

/**
 * Offices that take a whole row on wide screens: those with several addresses (the registered and
 * mailing addresses beside the office's own), set side by side rather than stacked, and then the
 * last of the others if it would be alone in its row. In a row of three, one office's extra
 * addresses left its neighbours ending in 250 px of blank card (issue 26); the others now pair up,
 * with the same few lines each. Without such an office, the cards sit three a row as before.
 */
function wideOffices(offices: readonly Office[]): ReadonlySet<Office> {
  const several = offices.filter((office) => office.otherAddresses.length > 0)
  if (several.length === 0) return new Set()
  const others = offices.filter((office) => office.otherAddresses.length === 0)
  return new Set(others.length % 2 === 1 ? [...several, others.at(-1)!] : several)
}

/**
 * An office: its picture, addresses, contacts and hours. A wide card puts the picture beside the
 * text and the addresses, then the contacts, in columns; a card in a pair has a shorter picture, so
 * the two stay about as tall as the wide card's row.
 */
function OfficeCard({ office, wide }: { office: Office; wide: boolean }) {
  return (
    <article
      aria-labelledby={officeId(office.name)}
      className={cn(
        'flex w-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card',
        wide && 'lg:grid lg:grid-cols-[2fr_3fr]',
      )}
    >
      <img
        src={office.image}
        alt=""
        {...imageSizeOf(office.image)}
        loading="lazy"
        className={cn('aspect-video w-full bg-ink-50 object-cover', wide ? 'lg:h-full' : 'lg:aspect-[21/9]')}
      />
      <div className="flex flex-1 flex-col p-6 lg:p-8">
        <h3 id={officeId(office.name)} className="text-xl">
          {office.country} <span className="ml-1 text-base font-medium text-ink-600">{office.cityName}</span>
        </h3>
        <div className={cn(wide && 'lg:grid lg:grid-cols-3 lg:gap-6')}>
          {[office.address, ...office.otherAddresses].map((address) => (
            <div key={address.label} className="mt-4 flex gap-3">
              <Icon name="map-pin" className="mt-1 size-4 shrink-0 text-brand-600" />
              <div>
                <p className="text-sm font-semibold text-ink-900">{address.label}</p>
                <AddressLines lines={address.lines} />
              </div>
            </div>
          ))}
        </div>
        <ul className={cn('mt-5 grid gap-2 border-t border-ink-100 pt-4 text-[0.9375rem]', wide && 'lg:grid-cols-3 lg:gap-6')}>
          <ContactLinkItems email={office.email} phone={office.phone} />
          <li className="flex items-center gap-3 text-ink-700">
            <Icon name="clock" className="size-4 shrink-0 text-brand-600" />
            {office.hours}
          </li>
        </ul>
      </div>
    </article>
  )
}

/** "United Kingdom" -> "office-united-kingdom": ids may not contain spaces. The offices map links to these. */
export function officeId(name: string) {
  return `office-${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}`
}
