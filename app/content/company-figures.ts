import type { Figure } from './service-types'

// The company-wide claims of the specification, in one place, written as the spec writes them.
// Pages quote these objects instead of retyping the numbers.
export const companyFigures = {
  projects: { value: '250+', label: 'projects delivered' },
  clients: { value: '60+', label: 'clients globally' },
  workforce: { value: '150+', label: 'workforce globally' },
  savings: { value: '$25M+', label: 'savings delivered' },
  women: { value: '50%', label: 'women in the workforce' },
} as const satisfies Record<string, Figure>
