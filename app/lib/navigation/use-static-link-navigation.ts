import { useCallback } from 'react'
import { useNavigate } from 'react-router'

import { useDocumentClick } from '~/lib/ui/use-document-click'

import { clientNavigationTarget } from '~/shell/plain-click'

/**
 * Prerendered markup (StaticHtml, and the booking dialog cloned from its template) holds the
 * anchors <Link> rendered, without their click handlers. One listener gives those in-site links the
 * same client-side navigation a <Link> has. A <Link> React renders has handled its click before
 * this listener hears it (React listens on the document from hydration on), and a handled click is
 * left alone.
 */
export function useStaticLinkNavigation() {
  const navigate = useNavigate()
  useDocumentClick(
    useCallback(
      (event: MouseEvent) => {
        const anchor = event.target instanceof Element ? event.target.closest('a[data-discover]') : null
        if (!(anchor instanceof HTMLAnchorElement)) return
        const to = clientNavigationTarget(event, anchor, window.location.origin)
        if (to === null) return
        event.preventDefault()
        const here = window.location.pathname + window.location.search + window.location.hash
        // Like <Link>: following a link to the current page does not add a history entry.
        void navigate(to, { replace: to === here })
      },
      [navigate],
    ),
  )
}
