import { Icon } from '~/components/ui/icon'
import { buttonVariants } from '~/components/ui/button'
import type { ApplyByEmail } from '~/content/job-apply'
import { careersMessages } from '~/messages/edition/careers'

/**
 * What the roles list shows while no role is open: what to do instead, never an empty grid. The
 * open application goes to the careers address in settings.
 */
export function NoOpenRoles({ title, lead, application }: { title: string; lead: string; application: ApplyByEmail }) {
  return (
    <div className="mt-10 rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-10">
      <h3 className="text-2xl">{title}</h3>
      <p className="mt-3 max-w-prose text-lg text-ink-700">{lead}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <a href={application.href} className={buttonVariants({ size: 'lg' })}>
          {careersMessages.sendOpenApplication}
        </a>
        <a href={`mailto:${application.email}`} className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
          <Icon name="mail" className="size-4" />
          {application.email}
        </a>
      </div>
    </div>
  )
}
