// Icons the components themselves draw (arrows, menu, contact details). Content icons are listed in
// app/content/icon-names.ts; both lists go into one SVG sprite at build time (scripts/build-steps/icon-sprite.ts).
export const uiIconNames = [
  'arrow-down',
  'arrow-right',
  'arrow-up',
  'check',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'clock',
  'download',
  'external-link',
  'file-text',
  'mail',
  'map-pin',
  'menu',
  'pause',
  'phone',
  'play',
  'quote',
  'search',
  'x',
] as const

export type UiIconName = (typeof uiIconNames)[number]
