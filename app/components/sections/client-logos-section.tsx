import { Section } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { ClientLogo } from '~/content/types'

/** Logos of clients that agreed to be named (content/en/clients/). Left out while there are none. */
export function ClientLogosSection({
  heading,
  clients,
}: {
  heading: { eyebrow: string; title: string; lead: string }
  clients: readonly ClientLogo[]
}) {
  if (clients.length === 0) return null
  return (
    <Section aria-labelledby="clients-title">
      <SectionHeader id="clients-title" align="center" {...heading} />
      <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {clients.map((client) => (
          <li key={client.name} className="grid place-items-center rounded-card border border-ink-100 bg-white px-4 py-5">
            <img
              src={client.logo.src}
              alt={`${client.name} (${client.sector})`}
              width={client.logo.width}
              height={client.logo.height}
              loading="lazy"
              className="h-10 w-auto max-w-full object-contain"
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
