// The sample data the Realm screens show, in one place so every screen tells the same story: the
// same applications on the same models. The screens are illustrations (each says "Sample data"):
// people appear only as roles, models and providers are the ones the Realm page names, and the
// prices per 1K tokens are in line with the providers' list prices for those models.

export type ModelStatus = 'available' | 'degraded'

export type SampleModel = {
  id: string
  provider: string
  /** Hosted by a provider, or served on the customer's own GPUs. */
  hosting: 'hosted' | 'open-weight'
  context: string
  /** Per 1K tokens, input and output; open-weight models are metered by GPU time instead. */
  price: { input: string; output: string } | null
  status: ModelStatus
  routing: string
}

export const SAMPLE_MODELS: readonly SampleModel[] = [
  {
    id: 'gpt-4o',
    provider: 'Azure OpenAI',
    hosting: 'hosted',
    context: '128K',
    price: { input: '$0.0025', output: '$0.0100' },
    status: 'available',
    routing: 'Default for Support assistant',
  },
  {
    id: 'claude-3-5-sonnet',
    provider: 'Amazon Bedrock',
    hosting: 'hosted',
    context: '200K',
    price: { input: '$0.0030', output: '$0.0150' },
    status: 'available',
    routing: 'Fallback for gpt-4o after 20 s or an error',
  },
  {
    id: 'gemini-1.5-pro',
    provider: 'Google Vertex AI',
    hosting: 'hosted',
    context: '2M',
    price: { input: '$0.00125', output: '$0.0050' },
    status: 'available',
    routing: 'Documents over 100K tokens',
  },
  {
    id: 'llama-3.1-70b',
    provider: 'Your GPUs',
    hosting: 'open-weight',
    context: '128K',
    price: null,
    status: 'available',
    routing: 'Confidential sources only',
  },
  {
    id: 'mistral-7b',
    provider: 'Your GPUs',
    hosting: 'open-weight',
    context: '32K',
    price: null,
    status: 'degraded',
    routing: 'Ticket triage',
  },
]

export type SampleApp = { name: string; model: string; requests: string; stage: 'Live' | 'Pilot' }

export const SAMPLE_APPS: readonly SampleApp[] = [
  { name: 'Support assistant', model: 'gpt-4o', requests: '21,400', stage: 'Live' },
  { name: 'Policy Q&A', model: 'claude-3-5-sonnet', requests: '12,950', stage: 'Live' },
  { name: 'Invoice extraction', model: 'llama-3.1-70b', requests: '9,860', stage: 'Live' },
  { name: 'Ticket triage', model: 'mistral-7b', requests: '4,000', stage: 'Pilot' },
]

export type SampleBudget = { team: string; spent: string; budget: string; percent: number }

/** Spend this month per team; the overview's total is their sum ($3,430 of $4,750). */
export const SAMPLE_BUDGETS: readonly SampleBudget[] = [
  { team: 'Support', spent: '$1,440', budget: '$2,000', percent: 72 },
  { team: 'Finance', spent: '$540', budget: '$1,200', percent: 45 },
  { team: 'Engineering', spent: '$1,200', budget: '$1,300', percent: 92 },
  { team: 'Marketing pilot', spent: '$250', budget: '$250', percent: 100 },
]
