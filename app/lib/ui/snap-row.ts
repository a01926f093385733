/**
 * Attributes for a card list that becomes a sideways scroll-snap row on phones (`.snap-row` in
 * app.css). The row can scroll, so it takes keyboard focus (arrow keys then scroll it) and carries
 * the name of the section it lists, as a screen reader announces it on focus. Its controls
 * (SnapRowControls, put just before it) find it by its id; the first view's script (app/shell/snap-rows.ts) takes the
 * row out of the tab order wherever it fits, as every row does from 640 px up.
 */
export function snapRowProps(labelledBy: string) {
  return { id: snapRowId(labelledBy), tabIndex: 0, 'aria-labelledby': labelledBy, 'data-snap-row': '' } as const
}

/** The id of the row a section's heading names: one row per heading. */
export const snapRowId = (labelledBy: string) => `${labelledBy}-row`
