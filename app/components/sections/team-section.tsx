import { Icon } from '~/components/ui/icon'
import { PersonPhoto } from '~/components/ui/person-photo'
import { Section, type Tone } from '~/components/ui/section'
import { SectionHeader } from '~/components/ui/section-header'
import type { SectionIntro } from '~/content/service-types'
import type { TeamMember } from '~/content/types'
import { cn } from '~/lib/ui/cn'
import { thirdsColumns } from '~/lib/ui/grid-columns'
import { sectionMessages } from '~/messages/edition/sections'

/** The leadership team (content/en/team/): photo where there is one, name, role, a short bio. */
export function TeamSection({
  id,
  intro,
  members,
  tone = 'plain',
}: {
  id: string
  intro: SectionIntro
  members: readonly TeamMember[]
  tone?: Tone
}) {
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-title`}>
      <SectionHeader id={`${id}-title`} {...intro} />
      <ul className={cn('mt-10 grid gap-6 sm:grid-cols-2', thirdsColumns(members.length))}>
        {members.map((member) => (
          <li key={member.name} className="flex gap-4 rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <PersonPhoto photo={member.photo} className="size-20" />
            <div>
              <h3 className="text-lg">{member.name}</h3>
              <p className="text-sm font-medium text-brand-700">{member.role}</p>
              {member.bio ? <p className="mt-3 text-[0.9375rem] text-ink-700">{member.bio}</p> : null}
              {member.profileUrl ? (
                <a
                  href={member.profileUrl}
                  className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
                  rel="noopener"
                >
                  {sectionMessages.team.profile}
                  <span className="sr-only"> {sectionMessages.team.profileOf(member.name)}</span>
                  <Icon name="external-link" className="size-4" />
                </a>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
