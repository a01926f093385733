import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

import { refreshOnContentChange } from '~/lib/dev/content-refresh'
import { claimRecovery, decideRecovery, pendingTarget, rememberFailedTarget } from '~/lib/navigation/chunk-recovery'

const decision = decideRecovery(sessionStorage, window.location.href)

// npm run dev and the editor's preview only; a production build drops it with import.meta.hot.
if (import.meta.hot) refreshOnContentChange()

// Vite raises this for dynamic imports written in app code. Load the page the visitor was going to
// (or this one) once; if that was already tried, let the error reach the route error screen.
window.addEventListener('vite:preloadError', (event) => {
  const target = pendingTarget(sessionStorage) ?? window.location.href
  if (claimRecovery(sessionStorage, target)) {
    event.preventDefault()
    window.location.assign(target)
  }
})

if (decision.kind === 'load') {
  // The prerendered HTML of the target carries everything it needs; no point hydrating this page.
  window.location.replace(decision.to)
} else {
  if (decision.kind === 'give-up') rememberFailedTarget(decision.to)
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}
