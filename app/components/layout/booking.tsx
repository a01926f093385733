import { brand } from '~/content/brand'
import { headerMessages } from '~/messages/edition/header'

type LetsTalkProps = Omit<React.ComponentProps<'a'>, 'href'>

/** A link to the booking page; with script, it opens the booking dialog instead (app/shell/booking/). */
export function LetsTalkLink({ children = headerMessages.letsTalk, ...props }: LetsTalkProps) {
  return (
    <a href={brand.bookingUrl} data-booking="" {...props}>
      {children}
    </a>
  )
}
