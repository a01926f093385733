import { Container } from '~/components/ui/container'
import { fullDate } from '~/lib/text/format-date'
import { sectionMessages } from '~/messages/edition/sections'

import { FirstScreenEnd } from './first-screen'

type DocumentHeroProps = {
  eyebrow: string
  heading: string
  /** One sentence: what the document covers. */
  promise?: string
  intro: readonly string[]
  /** The document's "Last updated" date (yyyy-mm-dd). */
  updated: string
}

/**
 * The opening of a legal or policy page (app/content/document-page.ts): a plain header, as a printed
 * document has, with the title, what the text covers and when it last changed. No booking button
 * and no illustration: a visitor reading the privacy policy came to read it, and the text starts
 * right under the header with its contents.
 */
export function DocumentHero({ eyebrow, heading, promise, intro, updated }: DocumentHeroProps) {
  return (
    <section className="border-b border-ink-100 bg-white">
      <Container className="py-8 sm:py-14">
        <div className="max-w-3xl">
          <p className="mb-3 text-sm font-semibold tracking-wide text-ink-600 uppercase">{eyebrow}</p>
          <h1 className="text-3xl sm:text-5xl">{heading}</h1>
          {promise ? <p className="mt-4 text-lg font-medium text-ink-800 sm:mt-5 sm:text-xl">{promise}</p> : null}
          {intro.map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-prose text-ink-700 sm:text-lg">
              {paragraph}
            </p>
          ))}
          <p className="mt-6 text-sm text-ink-600">
            {sectionMessages.document.lastUpdated} <time dateTime={updated}>{fullDate(updated)}</time>
          </p>
        </div>
      </Container>
      <FirstScreenEnd />
    </section>
  )
}
