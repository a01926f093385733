import { lazy, Suspense, useCallback, useState } from 'react'

import { brand } from '~/content/brand'
import { isPlainClick } from '~/shell/plain-click'
import { useDocumentClick } from '~/lib/ui/use-document-click'

// The dialog (its frame, loading state and the alternatives when the calendar does not load) is
// fetched when a visitor first asks for it: the first view has no bytes to spare (npm run size).
// Should that code not arrive (a release replaced it), the visitor follows the link, as without script.
const BookingDialogBody = lazy<React.ComponentType<{ open: boolean; onClose: () => void }>>(() =>
  import('./booking-dialog').catch(() => {
    location.assign(brand.bookingUrl)
    return { default: () => null }
  }),
)

/**
 * Owns the one booking dialog of the page. Every "Let's Talk" link opens it, including links in
 * prerendered markup that React does not render on the client, so one listener on the document
 * catches them all.
 */
export function BookingDialog() {
  // Undefined until a visitor first asks for the dialog: only then is its code loaded.
  const [open, setOpen] = useState<boolean>()

  useDocumentClick(
    useCallback((event: MouseEvent) => {
      if (!isPlainClick(event) || !(event.target instanceof Element) || !event.target.closest('a[data-booking]')) return
      event.preventDefault()
      setOpen(true)
    }, []),
  )

  return open === undefined ? null : (
    <Suspense>
      <BookingDialogBody open={open} onClose={() => setOpen(false)} />
    </Suspense>
  )
}

type LetsTalkProps = Omit<React.ComponentProps<'a'>, 'href'>

/** A link to the booking page; with script, BookingDialog opens the page in a dialog instead. */
export function LetsTalkLink({ children = "Let's Talk", ...props }: LetsTalkProps) {
  return (
    <a href={brand.bookingUrl} data-booking="" {...props}>
      {children}
    </a>
  )
}
