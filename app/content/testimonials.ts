import testimonialFiles from '../generated/content/testimonials.json' with { type: 'json' }
import type { TestimonialRecord } from '../../scripts/content/collections/testimonials'
import type { Quotation } from './types'

// Client quotes, one file each in content/en/testimonials/, in their `order`. Attributed by role
// and organization type; a name and photo only where the person agreed to them. Figures in a quote belong to the success story of the same
// client and are written exactly as there.
export const testimonials: readonly Quotation[] = (testimonialFiles as TestimonialRecord[]).map(({ quote, clientName, position, name, photo }) => ({
  quote,
  clientName,
  position,
  ...(name ? { name } : {}),
  ...(photo ? { photo } : {}),
}))
