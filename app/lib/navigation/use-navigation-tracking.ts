import { useEffect } from 'react'
import { createPath } from 'react-router'

import { clearPendingNavigation, notePendingNavigation } from '~/shell/chunk-recovery'

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
