import { useEffect, useRef } from 'react'

import { cn } from '~/lib/ui/cn'
import { useScrollLock } from '~/lib/ui/use-scroll-lock'

type ModalDialogProps = Omit<React.ComponentProps<'dialog'>, 'open'> & {
  open: boolean
  onClose: () => void
}

/**
 * The native modal <dialog>: the page behind it is inert (focus stays inside), Escape closes it,
 * and focus goes back to whatever opened it.
 */
export function ModalDialog({ open, onClose, className, children, ...props }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  useScrollLock(open)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])

  function handleClose() {
    onClose()
    opener.current?.focus()
    opener.current = null
  }

  return (
    <dialog ref={ref} onClose={handleClose} className={cn('backdrop:bg-ink-950/60 backdrop:backdrop-blur-sm', className)} {...props}>
      {children}
    </dialog>
  )
}
