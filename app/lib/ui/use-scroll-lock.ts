import { useEffect } from 'react'

/** Stops the page behind an overlay from scrolling while `locked` is true. */
export function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return
    const root = document.documentElement
    root.dataset.scrollLocked = ''
    return () => {
      delete root.dataset.scrollLocked
    }
  }, [locked])
}
