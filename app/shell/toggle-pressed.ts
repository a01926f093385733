import { listenToPage } from './page-events'

/**
 * A page click listener for toggle buttons in prerendered markup (`data-toggle-pressed`): it flips
 * their `aria-pressed`, and CSS styles the two states (see TechnologyMarquee).
 */
export function togglePressed(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button[data-toggle-pressed]') : null
  if (button) button.setAttribute('aria-pressed', String(button.getAttribute('aria-pressed') !== 'true'))
}

let installed = false

export function installTogglePressed() {
  if (installed) return
  installed = true
  listenToPage('click', togglePressed)
}
