import { describe, expect, it } from 'vitest'

import { labelSides } from './pin-labels'

describe('labelSides', () => {
  it('labels each pin on the side away from its nearest pin', () => {
    // London, Amsterdam (nearly touching, a little further north) and Noida (far south-east).
    expect(
      labelSides([
        { x: 0.17, y: 0.3 },
        { x: 0.2, y: 0.29 },
        { x: 0.8, y: 0.7 },
      ]),
    ).toEqual(['below', 'above', 'below'])
  })

  it('labels a pin above when its nearest pin is level with it or further south', () => {
    expect(
      labelSides([
        { x: 0.2, y: 0.5 },
        { x: 0.6, y: 0.5 },
      ]),
    ).toEqual(['above', 'above'])
    expect(labelSides([{ x: 0.5, y: 0.5 }])).toEqual(['above'])
  })
})
