import { useEffect } from 'react'

import { lockPageScroll } from './scroll-lock'

/** Stops the page behind an overlay from scrolling while `locked` is true. */
export function useScrollLock(locked: boolean) {
  useEffect(() => (locked ? lockPageScroll() : undefined), [locked])
}
