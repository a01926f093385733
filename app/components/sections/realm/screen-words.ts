// What each Realm screen shows, in words: its accessible name, its description for people who
// cannot see it, and where in the product it is (the window's title bar). Plain data, so the
// end-to-end tests check the page against the same words; the words are the edition's
// (app/messages/<locale>/realm.ts). Relative imports: the tests import this file without the app's alias.
import { realmMessages } from '../../../messages/edition/realm'
import type { ProductScreenName } from '../../../content/schema/product-screens'

export type ScreenWords = {
  /** The accessible name. */
  label: string
  /** What a sighted visitor sees, in a sentence or two. */
  description: string
  /** The place in the product, in the window's title bar. */
  location: string
}

export const SCREEN_WORDS: Record<ProductScreenName, ScreenWords> = realmMessages.screens
