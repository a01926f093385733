// The sample data the Realm screens show, in one place so every screen tells the same story: the
// same applications on the same models. The screens are illustrations (each says "Sample data"):
// people appear only as roles, models and providers are the ones the Realm page names, and the
// prices per 1K tokens are in line with the providers' list prices for those models. Figures are
// numbers, written in the site language; names and words come from the messages.
import { SITE_LANGUAGE } from '~/content/locale'
import { realmMessages } from '~/messages/edition/realm'

const { sample, units } = realmMessages

const format = (value: number, options: Intl.NumberFormatOptions = {}) => new Intl.NumberFormat(SITE_LANGUAGE, options).format(value)

/** 48210 -> "48,210". */
export const count = (value: number) => format(value)

/** 0.0025 -> "$0.0025": US dollars with at least `digits` decimals. */
export const usd = (value: number, digits = 0) =>
  format(value, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: Math.max(digits, 5) })

/** 92 -> "92%"; `signed`: "+12%". */
export const percent = (value: number, signed = false) =>
  format(value / 100, { style: 'percent', signDisplay: signed ? 'exceptZero' : 'auto' })

/** 2.4 -> "2.4 s". */
export const seconds = (value: number) => units.seconds(format(value))

/** 318 -> "318 h". */
export const hours = (value: number) => units.hours(format(value))

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

const price = (input: number, output: number) => ({ input: usd(input, 4), output: usd(output, 4) })

export const SAMPLE_MODELS: readonly SampleModel[] = [
  {
    id: 'gpt-4o',
    provider: 'Azure OpenAI',
    hosting: 'hosted',
    context: '128K',
    price: price(0.0025, 0.01),
    status: 'available',
    routing: sample.routing['gpt-4o'],
  },
  {
    id: 'claude-3-5-sonnet',
    provider: 'Amazon Bedrock',
    hosting: 'hosted',
    context: '200K',
    price: price(0.003, 0.015),
    status: 'available',
    routing: sample.routing['claude-3-5-sonnet'],
  },
  {
    id: 'gemini-1.5-pro',
    provider: 'Google Vertex AI',
    hosting: 'hosted',
    context: '2M',
    price: price(0.00125, 0.005),
    status: 'available',
    routing: sample.routing['gemini-1.5-pro'],
  },
  {
    id: 'llama-3.1-70b',
    provider: sample.yourGpus,
    hosting: 'open-weight',
    context: '128K',
    price: null,
    status: 'available',
    routing: sample.routing['llama-3.1-70b'],
  },
  {
    id: 'mistral-7b',
    provider: sample.yourGpus,
    hosting: 'open-weight',
    context: '32K',
    price: null,
    status: 'degraded',
    routing: sample.routing['mistral-7b'],
  },
]

export type SampleApp = { name: string; model: string; requests: string; live: boolean }

export const SAMPLE_APPS: readonly SampleApp[] = [
  { name: sample.apps.support, model: 'gpt-4o', requests: count(21400), live: true },
  { name: sample.apps.policy, model: 'claude-3-5-sonnet', requests: count(12950), live: true },
  { name: sample.apps.invoices, model: 'llama-3.1-70b', requests: count(9860), live: true },
  { name: sample.apps.triage, model: 'mistral-7b', requests: count(4000), live: false },
]

export type SampleBudget = { team: string; spent: string; budget: string; percent: number }

/** Spend this month per team; the overview's total is their sum ($3,430 of $4,750). */
export const SAMPLE_BUDGETS: readonly SampleBudget[] = [
  { team: sample.teams.support, spent: usd(1440), budget: usd(2000), percent: 72 },
  { team: sample.teams.finance, spent: usd(540), budget: usd(1200), percent: 45 },
  { team: sample.teams.engineering, spent: usd(1200), budget: usd(1300), percent: 92 },
  { team: sample.teams.marketing, spent: usd(250), budget: usd(250), percent: 100 },
]
