import { Icon } from '~/components/ui/icon'
import type { IconName } from '~/content/icon-names'
import type { UiIconName } from '~/components/ui/ui-icon-names'
import { cn } from '~/lib/ui/cn'

import { realmMessages } from '~/messages/edition/realm'

import { Chip, ScreenHeading, ScreenLabel, SidePanel } from './screen-parts'

type Step = { icon: IconName | UiIconName; kind: string; name: string; detail: string; selected?: boolean }

const messages = realmMessages.workflow

/** Each step's icon, in the steps' order; the approval is the step selected. */
const ICONS: readonly (IconName | UiIconName)[] = ['mail', 'sparkles', 'database', 'git-branch', 'user-check', 'check']
const SELECTED = 4

const STEPS: readonly Step[] = messages.steps.map((step, index) => ({
  ...step,
  icon: ICONS[index] ?? 'check',
  selected: index === SELECTED,
}))

/** The workflow builder: an invoice agent whose write step waits for a person's approval. */
export function AgentWorkflowScreen() {
  return (
    <div className="grid @xl:grid-cols-[1.35fr_1fr]">
      <div className="p-4 @md:p-5">
        <ScreenHeading title={messages.title}>
          <Chip>
            <Icon name="git-branch" className="size-3.5" />
            {messages.version}
          </Chip>
        </ScreenHeading>
        <ol className="mt-3 grid">
          {STEPS.map((step, index) => (
            <li key={step.name} className="grid grid-cols-[2rem_1fr] gap-x-3">
              <span className="grid justify-items-center">
                <span
                  className={cn(
                    'grid size-8 place-items-center rounded-control',
                    step.selected ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700',
                  )}
                >
                  <Icon name={step.icon} className="size-4" />
                </span>
                {index < STEPS.length - 1 ? <span className="h-full min-h-3 w-px bg-brand-200" /> : null}
              </span>
              <span
                className={cn(
                  'mb-2 min-w-0 rounded-control border px-2.5 py-1.5',
                  step.selected ? 'border-brand-300 bg-brand-50/70 ring-2 ring-brand-100' : 'border-ink-100',
                )}
              >
                <span className="flex items-baseline gap-2">
                  <span className="min-w-0 font-medium text-ink-900">{step.name}</span>
                  <span className="ml-auto shrink-0 text-[0.6875rem] font-semibold tracking-wide text-ink-600 uppercase">{step.kind}</span>
                </span>
                <span className="block text-xs text-ink-600">{step.detail}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
      <SidePanel>
        <ScreenLabel>{messages.settings}</ScreenLabel>
        <p className="font-semibold text-ink-900">{STEPS[SELECTED]?.name}</p>
        <dl className="grid gap-2">
          {messages.settingList.map(({ name, value }) => (
            <div key={name} className="rounded-control border border-ink-100 bg-white px-2.5 py-1.5">
              <dt className="text-xs text-ink-600">{name}</dt>
              <dd className="font-medium text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="flex items-center gap-1.5 text-xs text-ink-700">
          <Icon name="check" className="size-3.5 text-accent-600" />
          {messages.testRun(18, 18)}
        </p>
      </SidePanel>
    </div>
  )
}
