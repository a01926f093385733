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
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <ul className={cn('mt-10 grid gap-6', thirdsColumns(offices.length))}>
        {offices.map((office) => (
          <li key={office.name} className="flex">
            <article
              aria-labelledby={officeId(office.name)}
              className="flex w-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card"
            >
              <img
                src={office.image}
                alt=""
                {...imageSizeOf(office.image)}
                loading="lazy"
                className="aspect-video w-full bg-ink-50 object-cover"
              />
              <div className="flex flex-1 flex-col p-6">
                <h3 id={officeId(office.name)} className="text-xl">
                  {office.name}
                  <span className="ml-2 text-base font-medium text-ink-600">{office.city}</span>
                </h3>
                {[office.address, ...office.otherAddresses].map((address) => (
                  <div key={address.label} className="mt-4 flex gap-3">
                    <Icon name="map-pin" className="mt-1 size-4 shrink-0 text-brand-600" />
                    <div>
                      <p className="text-sm font-semibold text-ink-900">{address.label}</p>
                      <address className="text-[0.9375rem] text-ink-700 not-italic">
                        {address.lines.map((line) => (
                          <span key={line} className="block">
                            {line}
                          </span>
                        ))}
                      </address>
                    </div>
                  </div>
                ))}
                <ul className="mt-5 grid gap-2 border-t border-ink-100 pt-4 text-[0.9375rem]">
                  <ContactLinkItems email={office.email} phone={office.phone} />
                  <li className="flex items-center gap-3 text-ink-700">
                    <Icon name="clock" className="size-4 shrink-0 text-brand-600" />
                    {office.hours}
                  </li>
                </ul>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {note ? <p className="mt-6 text-ink-600">{note}</p> : null}
    </Section>
  )
}

/** "United Kingdom" -> "office-united-kingdom": ids may not contain spaces. The offices map links to these. */
export function officeId(name: string) {
  return `office-${name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}`
}
