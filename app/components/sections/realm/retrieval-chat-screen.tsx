import { Icon } from '~/components/ui/icon'

import { ScreenHeading, ScreenLabel, SidePanel } from './screen-parts'

const SOURCES = [
  { title: 'Identity verification policy', where: 'File share · section 2.3' },
  { title: 'Account recovery runbook', where: 'Wiki · step 4' },
  { title: 'Ticket: 2FA reset after directory sync', where: 'Ticket system · resolved' },
] as const

/** A chat workspace answering from company documents, citing each source it used. */
export function RetrievalChatScreen() {
  return (
    <div className="grid @xl:grid-cols-[1.45fr_1fr]">
      <div className="grid content-start gap-3 p-4 @md:p-5">
        <ScreenHeading title="Support knowledge">
          <span className="text-xs text-ink-600">Wiki · Tickets · File share</span>
        </ScreenHeading>
        <div className="ml-auto max-w-[85%] rounded-card rounded-br-md bg-brand-600 px-3 py-2 text-white">
          <span className="block text-[0.6875rem] font-semibold text-brand-100">Support team</span>
          How do we reset two-factor authentication for a locked-out customer?
        </div>
        <div className="max-w-[92%] rounded-card rounded-bl-md border border-ink-100 bg-ink-50 px-3 py-2 text-ink-800">
          Verify the customer with two of the checks in the verification policy <Cite n={1} />, then reset the factor in the admin console
          and ask them to enrol again within 24 hours <Cite n={2} />. The same fix worked for accounts synced from the directory{' '}
          <Cite n={3} />.
        </div>
        <p className="flex items-center gap-1.5 text-xs text-ink-600">
          <Icon name="check" className="size-3.5 text-accent-600" />3 sources cited · answered in 2.1 s
        </p>
        <div className="flex items-center justify-between rounded-control border border-ink-200 px-3 py-2 text-ink-500">
          Ask a follow-up…
          <Icon name="arrow-right" className="size-4 text-brand-600" />
        </div>
      </div>
      <SidePanel>
        <ScreenLabel>Sources used</ScreenLabel>
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
          <Icon name="lock" className="size-4 shrink-0 text-ink-500" />2 more matches withheld: not shared with you at the source.
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
