// Issue 26: a sideways row of cards on a phone says that it scrolls. Checked on every page at 375 px,
// so a new row without its controls (SnapRowControls before the list) fails here.
import type { Page } from '@playwright/test'

import { expect } from '../fixtures'
import type { PageCheck } from './visit'

type RowState = { id: string; scrolls: boolean; controls: boolean; focusable: boolean }

/** Each row shown at this width: whether it scrolls, shows its controls and takes focus. */
function rowStates(page: Page) {
  return page.locator('[data-snap-row]').evaluateAll((rows) =>
    rows
      .filter((row) => row.checkVisibility())
      .map((row): RowState => ({
        id: row.id,
        scrolls: row.scrollWidth > row.clientWidth + 1,
        controls: document.querySelector(`[data-snap-controls="${row.id}"]`)?.checkVisibility() ?? false,
        focusable: row.getAttribute('tabindex') === '0',
      })),
  )
}

export const snapRowsSaySo: PageCheck = {
  name: 'every card row that scrolls shows its position and buttons and takes focus; a row that fits, neither',
  async run({ page }) {
    // The first view's script hears each row's size as its section is laid out: give it a moment.
    await expect
      .poll(async () => (await rowStates(page)).filter((row) => row.controls !== row.scrolls || row.focusable !== row.scrolls))
      .toEqual([])
  },
}
