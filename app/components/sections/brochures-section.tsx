import { Icon } from '~/components/ui/icon'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { SITE_LANGUAGE } from '~/content/locale'
import type { SectionIntro } from '~/content/service-types'
import { sectionMessages } from '~/messages/edition/sections'

/** One paper size of a brochure: its file, page count and size, as the build wrote it. */
export type BrochureEdition = { paper: string; href: string; pages: number; bytes: number }

export type BrochureListing = {
  slug: string
  title: string
  description: string
  /** The picture of the cover, drawn from the PDF at build time. */
  cover: { src: string; width: number; height: number }
  /** The default (A4) edition first. */
  editions: readonly BrochureEdition[]
}

const { brochures: messages } = sectionMessages

const number = (value: number, digits: number) =>
  new Intl.NumberFormat(SITE_LANGUAGE, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value)

function formatSize(bytes: number) {
  return bytes < 1024 * 1024 ? messages.kilobytes(number(bytes / 1024, 0)) : messages.megabytes(number(bytes / 1024 / 1024, 1))
}

function describe(edition: BrochureEdition) {
  return `PDF, ${edition.paper}, ${messages.pages(edition.pages)}, ${formatSize(edition.bytes)}`
}

/** Downloadable brochures with their covers, and the page count and size of the files the build produced. */
export function BrochuresSection({
  id,
  intro,
  brochures,
  note,
  tone = 'plain',
}: {
  id: string
  intro: SectionIntro
  brochures: readonly BrochureListing[]
  note?: string
  tone?: Tone
}) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <ul className="mt-10 grid gap-5 md:grid-cols-2">
        {brochures.map((brochure) => {
          const [main, ...others] = brochure.editions
          if (!main) return null
          return (
            <li key={brochure.slug} className="flex flex-col gap-5 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:flex-row">
              <img
                src={brochure.cover.src}
                width={brochure.cover.width}
                height={brochure.cover.height}
                loading="lazy"
                decoding="async"
                alt={messages.cover(brochure.title)}
                className="h-auto w-28 shrink-0 self-start rounded-md border border-ink-100 shadow-card sm:w-[150px]"
              />
              <div className="flex flex-1 flex-col">
                <h3 className="text-lg leading-snug">{brochure.title}</h3>
                <p className="mt-2 flex-1 text-[0.9375rem] text-ink-600">{brochure.description}</p>
                <p className="mt-3 text-sm text-ink-600">{`PDF · ${main.paper} · ${messages.pages(main.pages)} · ${formatSize(main.bytes)}`}</p>
                <a
                  href={main.href}
                  download
                  className="mt-4 inline-flex items-center gap-2 self-start rounded-control font-semibold text-brand-700 hover:underline"
                >
                  <Icon name="download" className="size-4" />
                  {messages.download}
                  <span className="sr-only">
                    {' '}
                    {brochure.title} ({describe(main)})
                  </span>
                </a>
                {others.map((edition) => (
                  <a
                    key={edition.href}
                    href={edition.href}
                    download
                    className="mt-2 self-start rounded-control text-sm font-medium text-brand-700 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700"
                  >
                    {messages.edition(edition.paper)}
                    <span className="sr-only"> {messages.editionOf(brochure.title)}</span>
                    {` (${messages.pages(edition.pages)}, ${formatSize(edition.bytes)})`}
                  </a>
                ))}
              </div>
            </li>
          )
        })}
      </ul>
      {note ? <p className="mt-6 text-ink-600">{note}</p> : null}
    </Section>
  )
}
