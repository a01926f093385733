
import { Icon } from '~/components/ui/icon'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { SectionIntro } from '~/content/service-types'

export type BrochureListing = { slug: string; title: string; description: string; href: string; pages: number; bytes: number }

function formatSize(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** Downloadable brochures with the page count and size of the files the build produced. */
export function BrochuresSection({ id, intro, brochures, note, tone = 'plain' }: { id: string; intro: SectionIntro; brochures: readonly BrochureListing[]; note?: string; tone?: Tone }) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {brochures.map((brochure) => (
          <li key={brochure.slug} className="flex gap-5 rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <span className="grid size-12 shrink-0 place-items-center rounded-control bg-brand-50 text-brand-700">
              <Icon name="file-text" className="size-6" />
            </span>
            <div className="flex flex-1 flex-col">
              <h3 className="text-lg leading-snug">{brochure.title}</h3>
              <p className="mt-2 flex-1 text-[0.9375rem] text-ink-600">{brochure.description}</p>
              <p className="mt-3 text-sm text-ink-600">
                PDF · {brochure.pages} pages · {formatSize(brochure.bytes)}
              </p>
              <a
                href={brochure.href}
                download
                className="mt-4 inline-flex items-center gap-2 self-start rounded-control font-semibold text-brand-700 hover:underline"
              >
                <Icon name="download" className="size-4" />
                Download<span className="sr-only"> {brochure.title} (PDF, {brochure.pages} pages, {formatSize(brochure.bytes)})</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
      {note ? <p className="mt-6 text-ink-600">{note}</p> : null}
    </Section>
  )
}
