// The cookie banner on the first view, without React: its markup is prerendered in a <template>
// (app/components/layout/cookie-banner.tsx); this module puts a copy in the page when the visitor
// has not answered yet, saves the answer, and brings the banner back on "Cookie settings".
import { readConsent } from './consent-cookie'
import { saveConsent } from './consent-store'
import { listenToPage } from '../page-events'

let installed = false

/** Shows the banner if there is no answer yet, and wires its buttons and the footer's "Cookie settings". */
export function installCookieBanner(): void {
  if (installed) return
  installed = true
  listenToPage('click', onClick)
  if (readConsent(document.cookie) === undefined) showBanner()
}

function onClick(event: MouseEvent) {
  if (!(event.target instanceof Element)) return
  const choice = event.target.closest<HTMLElement>('[data-cookie-banner] [data-consent-choice]')?.dataset.consentChoice
  if (choice) {
    hideBanner()
    saveConsent(choice === 'true')
  } else if (event.target.closest('[data-cookie-settings]')) {
    showBanner()
  }
}

// A template's content is not part of the page, so the banner is in the document only while it shows.
function showBanner() {
  if (document.querySelector('[data-cookie-banner]')) return
  const template = document.querySelector<HTMLTemplateElement>('template[data-cookie-banner-template]')
  template?.after(template.content.cloneNode(true))
}

function hideBanner() {
  document.querySelector('[data-cookie-banner]')?.remove()
}
