import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

import { pageViewed } from '~/shell/consent/analytics'

/**
 * Mounted by the site layout only when a provider is configured (`__ANALYTICS__`): reports each
 * client-side navigation once the new page has rendered. The page the visitor arrived on is not
 * this component's to report: the first view's start-up records it (app/shell/consent/analytics.ts).
 */
export function PageViews() {
  const { pathname, search } = useLocation()
  const address = pathname + search
  // The address last reported, starting with the one of the first render; StrictMode's second run
  // of the effect then finds nothing new.
  const reported = useRef(address)
  useEffect(() => {
    if (address === reported.current) return
    reported.current = address
    pageViewed()
  }, [address])
  return null
}
