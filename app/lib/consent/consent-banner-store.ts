import { useSyncExternalStore } from 'react'

import { readConsent, serializeConsent, type ConsentChoice } from './consent'

// Whether the banner shows. On the server (prerender) it is always hidden: the cookie is unknown
// there, so the banner appears only after hydration and never flashes for visitors who already chose.

let open = false
const listeners = new Set<() => void>()
const choiceListeners = new Set<(choice: ConsentChoice) => void>()

function emit() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows the banner if the visitor has not answered yet. Called once after hydration. */
export function initConsentBanner() {
  open = readConsent(document.cookie) === undefined
  emit()
}

export function reopenConsentBanner() {
  open = true
  emit()
}

export function saveConsent(choice: ConsentChoice) {
  document.cookie = serializeConsent(choice, { secure: window.location.protocol === 'https:' })
  open = false
  emit()
  for (const listener of choiceListeners) listener(choice)
}

/** Calls `listener` with every answer the visitor gives from now on (Accept, Decline, a changed mind). */
export function onConsentSaved(listener: (choice: ConsentChoice) => void) {
  choiceListeners.add(listener)
  return () => {
    choiceListeners.delete(listener)
  }
}

export function useConsentBannerOpen() {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  )
}
