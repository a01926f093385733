import { Icon } from '~/components/ui/icon'
import type { IconName } from '~/content/icon-names'
import type { CaseStudyItem } from '~/content/types'

/** One of a case study's four lists: solution, challenges, achievements or benefits. */
export function CaseStudyList({ id, title, icon, items }: { id: string; title: string; icon: IconName; items: readonly CaseStudyItem[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <h2 id={`${id}-title`} className="flex items-center gap-3 text-2xl">
        <span className="grid size-10 place-items-center rounded-control bg-brand-50 text-brand-700">
          <Icon name={icon} className="size-5" strokeWidth={1.75} />
        </span>
        {title}
      </h2>
      <ul className="mt-6 grid gap-5">
        {items.map((item) => (
          <li key={item.id} id={item.id}>
            <h3 className="text-lg leading-snug">{item.title}</h3>
            <p className="mt-1 text-ink-700">{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
