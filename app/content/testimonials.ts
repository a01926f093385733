import type { Quotation } from './types'

// Client quotes, attributed by role and organization type (no names). Figures in a quote belong to
// the success story of the same client and are written exactly as there.
export const testimonials = [
  {
    quote:
      'Our researchers used to plan their week around the cluster queue. Stratora rebuilt the scheduling and storage setup, trained our support staff and wrote runbooks we actually follow. We saw a 30% performance gain on our main workloads, and nobody asks for a separate server anymore.',
    clientName: 'Head of Research Computing',
    position: 'Pharmaceutical research group, Western Europe',
  },
  {
    quote:
      'We needed an Azure migration that would not break month-end reporting. The team moved the system in stages, kept the old one running until every report matched, and cut our run cost from $30K to $10K per year. Their documentation made the handover to our own engineers straightforward.',
    clientName: 'IT Director',
    position: 'Financial services firm, North America',
  },
  {
    quote:
      'Stratora took our scattered sales and inventory data and turned it into one platform our analysts trust. Forecasting jobs finish before the morning planning meeting now, and business teams build their own dashboards instead of waiting on a queue of requests to the data team.',
    clientName: 'Head of Data and Analytics',
    position: 'Retail and e-commerce company, India',
  },
] as const satisfies readonly Quotation[]
