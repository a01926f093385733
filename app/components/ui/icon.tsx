import type { IconName } from '~/content/icon-names'
import iconSprite from '~/generated/icons.svg?url'

import type { UiIconName } from './ui-icon-names'

type IconProps = {
  name: IconName | UiIconName
  className?: string
  /** lucide's default is 2; content cards use a lighter 1.75. */
  strokeWidth?: number
}

/**
 * A decorative lucide icon drawn from the build's icon sprite (scripts/build-steps/icon-sprite.ts): the markup is a
 * reference, so no path data ships in JavaScript. Stroke settings sit here, not on the symbols, so
 * each use can set them and the icon takes its color from the text.
 */
export function Icon({ name, className, strokeWidth = 2 }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${iconSprite}#${name}`} />
    </svg>
  )
}
