import { serializeConsent, type ConsentChoice } from './consent-cookie'

// The visitor's answers as they are given: the cookie banner saves them (app/shell/consent/), and
// measurement follows them (analytics-controller.ts). Plain code, no framework:
// both run on the first view.

const choiceListeners = new Set<(choice: ConsentChoice) => void>()

/** Stores the answer in the consent cookie, then tells every listener. */
export function saveConsent(choice: ConsentChoice) {
  document.cookie = serializeConsent(choice, { secure: window.location.protocol === 'https:' })
  for (const listener of choiceListeners) listener(choice)
}

/** Calls `listener` with every answer the visitor gives from now on (Accept, Decline, a changed mind). */
export function onConsentSaved(listener: (choice: ConsentChoice) => void) {
  choiceListeners.add(listener)
  return () => {
    choiceListeners.delete(listener)
  }
}
