import { CheckList } from '~/components/ui/check-list'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import { SnapRowControls } from '~/components/ui/snap-row-controls'
import type { SectionIntro } from '~/content/service-types'
import { cn } from '~/lib/ui/cn'
import { wideColumns } from '~/lib/ui/grid-columns'
import { snapRowProps } from '~/lib/ui/snap-row'

type ListGroup = { id?: string; name: string; items: readonly string[] }

/** Named lists side by side, e.g. hardware platforms, SDKs and algorithms. */
export function ListsSection({
  id,
  intro,
  groups,
  tone = 'tinted',
}: {
  id: string
  intro: SectionIntro
  groups: readonly ListGroup[]
  tone?: Tone
}) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <SnapRowControls labelledBy={`${id}-title`} count={groups.length} />
      <div
        role="group"
        {...snapRowProps(`${id}-title`)}
        className={cn('snap-row mt-8 gap-5 sm:mt-12 sm:grid md:grid-cols-2', listColumns(groups.length))}
      >
        {groups.map((group) => (
          <div key={group.name} id={group.id} className="rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <h3 className="text-lg">{group.name}</h3>
            <CheckList items={group.items} />
          </div>
        ))}
      </div>
    </Section>
  )
}

/**
 * Check lists are long lines of text: four across, each column held a few words a line and the
 * shorter lists ended 160 to 210 px above their neighbours (/publicloud, issue 26). Groups of four
 * sit two a row instead; other counts as other cards do.
 */
function listColumns(count: number) {
  return count % 4 === 0 ? 'lg:grid-cols-2' : wideColumns(count)
}
