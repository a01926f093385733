import testimonialFiles from '../generated/content/testimonials.json' with { type: 'json' }
import type { Quotation } from './types'

// Client quotes, one file each in content/en/testimonials/, in their `order`. Attributed by role
// and organization type (no names). Figures in a quote belong to the success story of the same
// client and are written exactly as there.
export const testimonials: readonly Quotation[] = testimonialFiles.map(({ quote, clientName, position }) => ({ quote, clientName, position }))
