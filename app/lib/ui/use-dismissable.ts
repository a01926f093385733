import { useEffect, type RefObject } from 'react'

/**
 * Closes a disclosure when the pointer goes down outside it or focus leaves it,
 * and on Escape, returning focus to its toggle.
 */
export function useDismissable(ref: RefObject<HTMLElement | null>, open: boolean, close: (options: { returnFocus: boolean }) => void) {
  useEffect(() => {
    if (!open) return
    const element = ref.current
    if (!element) return
    function onPointerDown(event: PointerEvent) {
      if (!element?.contains(event.target as Node)) close({ returnFocus: false })
    }
    function onFocusOut(event: FocusEvent) {
      const next = event.relatedTarget as Node | null
      if (next && !element?.contains(next)) close({ returnFocus: false })
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault()
        close({ returnFocus: true })
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    element.addEventListener('focusout', onFocusOut)
    element.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      element.removeEventListener('focusout', onFocusOut)
      element.removeEventListener('keydown', onKeyDown)
    }
  }, [ref, open, close])
}
