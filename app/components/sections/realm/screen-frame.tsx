import type { ReactNode } from 'react'

import { realmMessages } from '~/messages/edition/realm'

type ScreenFrameProps = {
  /** The screen's accessible name: "Realm model catalogue". */
  label: string
  /** What the screen shows, for people who cannot see it (read as the image's description). */
  description: string
  /** Unique on the page: the same screen may be drawn twice (hero and tour). */
  descriptionId: string
  /** Where in the product the window is: "Models", shown in its title bar. */
  location: string
  children: ReactNode
  className?: string
}

/**
 * An application window drawn in HTML: title bar, a "Sample data" tag and the screen's content.
 * It is one image to assistive technology (role="img": the inner text is presentational), named
 * and described in words, because a screen reader reading out dozens of sample table cells would
 * add nothing and could be taken for real figures. The capability copy beside it is real text.
 * The window is a size container, so each screen adapts to its own width (@container), whether
 * it fills the hero or half a tour row.
 */
export function ScreenFrame({ label, description, descriptionId, location, children, className }: ScreenFrameProps) {
  return (
    <div className={className}>
      <div role="img" aria-label={label} aria-describedby={descriptionId}>
        <div className="@container overflow-hidden rounded-card border border-ink-200 bg-white text-left text-[0.8125rem] leading-normal text-ink-800 shadow-raised">
          <div className="flex items-center gap-3 border-b border-ink-100 bg-ink-50 px-4 py-2">
            <span className="flex shrink-0 gap-1.5">
              <span className="size-2.5 rounded-full bg-ink-200" />
              <span className="size-2.5 rounded-full bg-ink-200" />
              <span className="size-2.5 rounded-full bg-ink-200" />
            </span>
            <span className="min-w-0 truncate text-xs font-medium text-ink-600">{realmMessages.location(location)}</span>
            <span className="ml-auto shrink-0 rounded-full border border-ink-200 bg-white px-2 py-px text-[0.6875rem] font-medium text-ink-600">
              {realmMessages.sampleData}
            </span>
          </div>
          {children}
        </div>
      </div>
      <p id={descriptionId} hidden>
        {description}
      </p>
    </div>
  )
}
