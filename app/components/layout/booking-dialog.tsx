import { useId } from 'react'

import { buttonVariants } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { ModalDialog } from '~/components/ui/modal-dialog'
import { brand } from '~/content/brand'

import { BookingFrame } from './booking-frame'

type BookingDialogBodyProps = {
  open: boolean
  onClose: () => void
}

/**
 * The booking dialog itself: the calendar in a frame while open. Loaded when a visitor first asks
 * for it (BookingDialog), and kept mounted after, closed, so closing hands focus back to what
 * opened it. The default export is what React.lazy loads.
 */
export default function BookingDialogBody({ open, onClose }: BookingDialogBodyProps) {
  const titleId = useId()
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      className="m-auto h-[min(44rem,calc(100dvh-2rem))] w-[min(56rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-card bg-white p-0 shadow-raised"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between gap-4 border-b border-ink-100 px-5 py-3">
          <h2 id={titleId} className="text-lg">
            Book a call with {brand.name}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            aria-label="Close booking dialog"
          >
            <Icon name="x" className="size-5" />
          </button>
        </div>
        {/* The booking page is only requested while the dialog is open. */}
        {open ? <BookingFrame onNavigate={onClose} /> : null}
      </div>
    </ModalDialog>
  )
}
