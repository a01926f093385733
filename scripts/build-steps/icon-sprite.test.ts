import { describe, expect, it } from 'vitest'

import { uiIconNames } from '../../app/components/ui/ui-icon-names'
import { iconNames } from '../../app/content/icon-names'
import { iconSprite } from './icon-sprite'

function symbolIds(sprite: string) {
  return [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1])
}

describe('icon sprite', () => {
  const sprite = iconSprite()

  it('has one symbol for every content and interface icon', () => {
    expect(symbolIds(sprite).sort()).toEqual([...new Set([...iconNames, ...uiIconNames])].sort())
  })

  it('leaves stroke settings to the element that uses the symbol', () => {
    expect(sprite).not.toMatch(/stroke-width|stroke="/)
    expect(sprite).toMatch(/<symbol id="cpu" viewBox="0 0 24 24"><[a-z]+ /)
  })
})
