import { Container } from '~/components/ui/container'
import { analyticsPolicy } from '~/content/analytics-policy'
import type { DocumentSection as DocumentPart } from '~/content/page-types'
import { sectionMessages } from '~/messages/edition/sections'

/** A section's paragraphs and items, followed by the facts the build writes for it. */
function textOf(section: DocumentPart) {
  const facts = section.facts === 'analytics' ? analyticsPolicy : { paragraphs: [], items: [] }
  const items = [...(section.items ?? []), ...facts.items]
  return { paragraphs: [...section.paragraphs, ...facts.paragraphs], items: items.length ? items : undefined }
}

/**
 * Long-form text such as the privacy policy: a contents list, then headed sections. Its "Last
 * updated" date is in the page's document header (document-hero.tsx), above both.
 */
export function DocumentSection({ id, sections }: { id: string; sections: readonly DocumentPart[] }) {
  return (
    <section id={id} aria-label={sectionMessages.document.text} className="py-16 sm:py-20">
      <Container className="grid gap-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={sectionMessages.document.contents} className="lg:sticky lg:top-[calc(var(--spacing-nav)+2rem)] lg:self-start">
          <h2 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{sectionMessages.document.contents}</h2>
          <ol className="mt-3 grid gap-1.5 text-[0.9375rem]">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-700 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-prose">
          {sections.map((section) => {
            const { paragraphs, items } = textOf(section)
            return (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10 first:mt-0">
                <h2 id={`${section.id}-title`} className="text-2xl">
                  {section.heading}
                </h2>
                <div className="mt-4 grid gap-4 text-ink-700">
                  {paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
                {items ? (
                  <ul className="mt-4 grid list-disc gap-2 pl-6 text-ink-700 marker:text-brand-600">
                    {items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            )
          })}
        </div>
      </Container>
    </section>
  )
}
