import { beforeEach, describe, expect, it } from 'vitest'

import { claimRecovery, decideRecovery, notePendingNavigation, pendingTarget, RECOVERY_WINDOW_MS } from './chunk-recovery'

class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, value)
  }
}

const HOME = 'http://localhost/'
const ABOUT = 'http://localhost/about'

describe('chunk recovery', () => {
  let storage: MemoryStorage
  beforeEach(() => {
    storage = new MemoryStorage()
  })

  it('does nothing on an ordinary page load', () => {
    expect(decideRecovery(storage, HOME, 1000)).toEqual({ kind: 'none' })
  })

  it('loads the clicked page when the page being left comes back during its navigation', () => {
    notePendingNavigation(storage, HOME, ABOUT, 1000)
    expect(pendingTarget(storage)).toBe(ABOUT)
    expect(decideRecovery(storage, HOME, 1500)).toEqual({ kind: 'load', to: ABOUT })
    expect(pendingTarget(storage)).toBeUndefined()
  })

  it('ignores stale or unrelated notes', () => {
    notePendingNavigation(storage, HOME, ABOUT, 1000)
    expect(decideRecovery(storage, HOME, 1000 + RECOVERY_WINDOW_MS + 1)).toEqual({ kind: 'none' })
    notePendingNavigation(storage, HOME, ABOUT, 1000)
    expect(decideRecovery(storage, 'http://localhost/contactus', 1200)).toEqual({ kind: 'none' })
  })

  it('tries each target once per window, then gives up instead of looping', () => {
    notePendingNavigation(storage, HOME, ABOUT, 1000)
    expect(decideRecovery(storage, HOME, 1100)).toEqual({ kind: 'load', to: ABOUT })
    notePendingNavigation(storage, HOME, ABOUT, 1200)
    expect(decideRecovery(storage, HOME, 1300)).toEqual({ kind: 'give-up', to: ABOUT })
    expect(claimRecovery(storage, ABOUT, 1100 + RECOVERY_WINDOW_MS)).toBe(true)
  })
})
