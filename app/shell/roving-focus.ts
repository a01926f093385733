/** Moves focus between the links of a menu with the arrow, Home and End keys. */
export function moveFocus(links: HTMLElement[], key: string): boolean {
  if (links.length === 0) return false
  const index = links.indexOf(document.activeElement as HTMLElement)
  const last = links.length - 1
  let next: number
  switch (key) {
    case 'ArrowDown':
      next = index < 0 || index === last ? 0 : index + 1
      break
    case 'ArrowUp':
      next = index <= 0 ? last : index - 1
      break
    case 'Home':
      next = 0
      break
    case 'End':
      next = last
      break
    default:
      return false
  }
  links[next]?.focus()
  return true
}
