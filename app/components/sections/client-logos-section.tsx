import { Section } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'

type ClientLogo = { name: string; sector: string; file: string }

export function ClientLogosSection({
  heading,
  clients,
}: {
  heading: { eyebrow: string; title: string; lead: string }
  clients: readonly ClientLogo[]
}) {
  return (
    <Section aria-labelledby="clients-title">
      <SectionHeader id="clients-title" align="center" {...heading} />
      <ul className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {clients.map((client) => (
          <li key={client.name} className="grid place-items-center rounded-card border border-ink-100 bg-white px-4 py-5">
            <img src={client.file} alt={`${client.name} (${client.sector})`} width={160} height={48} loading="lazy" className="h-10 w-auto" />
          </li>
        ))}
      </ul>
    </Section>
  )
}
