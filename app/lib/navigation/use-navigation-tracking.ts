import { useEffect } from 'react'
import { createPath, type Location } from 'react-router'

import { clearPendingNavigation, notePendingNavigation } from './chunk-recovery'

type RouterLike = {
  subscribe(listener: (state: { navigation: { state: string; location?: Location } }) => void): () => void
}

declare global {
  interface Window {
    // Set by React Router's HydratedRouter; its subscribe() reports navigations synchronously,
    // before any route module is requested, which a React effect cannot guarantee.
    __reactRouterDataRouter?: RouterLike
  }
}

/** Notes the target of every client navigation while it loads (see chunk-recovery.ts). */
export function useNavigationTracking() {
  useEffect(() => {
    const router = window.__reactRouterDataRouter
    if (!router) return
    return router.subscribe(({ navigation }) => {
      if (navigation.state === 'loading' && navigation.location) {
        const to = new URL(createPath(navigation.location), window.location.href).href
        notePendingNavigation(sessionStorage, window.location.href, to)
      } else if (navigation.state === 'idle') {
        clearPendingNavigation(sessionStorage)
      }
    })
  }, [])
}
