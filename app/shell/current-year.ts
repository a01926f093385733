/** The footer is prerendered; its copyright year (data-current-year) follows the visitor's clock. */
export function showCurrentYear() {
  for (const element of document.querySelectorAll('[data-current-year]')) element.textContent = String(new Date().getFullYear())
}
