/**
 * Attributes for a card list that becomes a sideways scroll-snap row on phones (`.snap-row` in
 * app.css). The row can scroll, so it takes keyboard focus (arrow keys then scroll it) and carries
 * the name of the section it lists, as a screen reader announces it on focus.
 */
export function snapRowProps(labelledBy: string) {
  return { tabIndex: 0, 'aria-labelledby': labelledBy } as const
}
