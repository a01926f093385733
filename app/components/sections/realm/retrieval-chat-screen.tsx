import { Fragment } from 'react'

import { Icon } from '~/components/ui/icon'

import { realmMessages } from '~/messages/edition/realm'

import { seconds } from './sample-data'
import { ScreenHeading, ScreenLabel, SidePanel } from './screen-parts'

const messages = realmMessages.chat
const SOURCES = messages.sourceList

/** A chat workspace answering from company documents, citing each source it used. */
export function RetrievalChatScreen() {
  return (
    <div className="grid @xl:grid-cols-[1.45fr_1fr]">
      <div className="grid content-start gap-3 p-4 @md:p-5">
        <ScreenHeading title={messages.title}>
          <span className="text-xs text-ink-600">{messages.sources}</span>
        </ScreenHeading>
        <div className="ml-auto max-w-[85%] rounded-card rounded-br-md bg-brand-600 px-3 py-2 text-white">
          <span className="block text-[0.6875rem] font-semibold text-brand-100">{messages.asker}</span>
          {messages.question}
        </div>
        <div className="max-w-[92%] rounded-card rounded-bl-md border border-ink-100 bg-ink-50 px-3 py-2 text-ink-800">
          {/* Each part of the answer is followed by the source it cites; the last part closes the sentence. */}
          {messages.answer.map((part, index) => (
            <Fragment key={index}>
              {part}
              {index < SOURCES.length ? (
                <>
                  {' '}
                  <Cite n={index + 1} />
                </>
              ) : null}
            </Fragment>
          ))}
        </div>
        <p className="flex items-center gap-1.5 text-xs text-ink-600">
          <Icon name="check" className="size-3.5 text-accent-600" />
          {messages.cited(SOURCES.length, seconds(2.1))}
        </p>
        <div className="flex items-center justify-between rounded-control border border-ink-200 px-3 py-2 text-ink-500">
          {messages.followUp}
          <Icon name="arrow-right" className="size-4 text-brand-600" />
        </div>
      </div>
      <SidePanel>
        <ScreenLabel>{messages.used}</ScreenLabel>
        <ol className="grid gap-2">
          {SOURCES.map((source, index) => (
            <li key={source.title} className="flex gap-2 rounded-control border border-ink-100 bg-white p-2.5">
              <Cite n={index + 1} />
              <span className="min-w-0">
                <span className="block font-medium text-ink-900">{source.title}</span>
                <span className="block text-xs text-ink-600">{source.where}</span>
              </span>
            </li>
          ))}
        </ol>
        <p className="flex gap-2 rounded-control border border-dashed border-ink-200 p-2.5 text-xs text-ink-700">
          <Icon name="lock" className="size-4 shrink-0 text-ink-500" />
          {messages.withheld(2)}
        </p>
      </SidePanel>
    </div>
  )
}

function Cite({ n }: { n: number }) {
  return (
    <span className="inline-grid size-4.5 shrink-0 place-items-center rounded bg-brand-100 align-text-bottom text-[0.6875rem] font-semibold text-brand-800">
      {n}
    </span>
  )
}
