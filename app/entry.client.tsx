import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

import { refreshOnContentChange } from '~/lib/dev/content-refresh'
// In a production build the page has run it already (scripts/build-steps/defer-hydration.mjs) and
// this import only reads its result; in development it starts the page's behaviours here.
import { recovery } from '~/shell/main'

// npm run dev and the editor's preview only; a production build drops it with import.meta.hot.
if (import.meta.hot) refreshOnContentChange()

if (recovery.kind !== 'load') {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}
