// What a product page may show of the product itself. Content names a screen or a hosting model;
// the drawing is a component (app/components/sections/realm/), so editors reorder and reword the
// tour without touching code, and a name no component draws fails the build with the field named.
import { z } from 'zod'

/** The Realm screens drawn as mockups, each by its own component. */
export const PRODUCT_SCREENS = [
  'platform-overview',
  'model-catalogue',
  'retrieval-chat',
  'agent-workflow',
  'evaluation',
  'audit-log',
  'cost-controls',
] as const

export type ProductScreenName = (typeof PRODUCT_SCREENS)[number]

export const productScreen = z.enum(PRODUCT_SCREENS, {
  error: (issue) => `unknown screen "${String(issue.input)}": use one of ${PRODUCT_SCREENS.join(', ')}`,
})

/** Where a deployment option runs: each picks the boundary drawing on its card. */
export const HOSTING_MODELS = ['managed', 'your-cloud', 'your-data-center'] as const

export type HostingModel = (typeof HOSTING_MODELS)[number]

export const hostingModel = z.enum(HOSTING_MODELS, {
  error: (issue) => `unknown hosting "${String(issue.input)}": use one of ${HOSTING_MODELS.join(', ')}`,
})
