// What each Realm screen shows, in words: its accessible name, its description for people who
// cannot see it, and where in the product it is (the window's title bar). Plain data, so the
// end-to-end tests check the page against the same words.
import type { ProductScreenName } from '../../../content/schema/product-screens'

export type ScreenWords = {
  /** The accessible name. */
  label: string
  /** What a sighted visitor sees, in a sentence or two. */
  description: string
  /** The place in the product, in the window's title bar. */
  location: string
}

export const SCREEN_WORDS: Record<ProductScreenName, ScreenWords> = {
  'platform-overview': {
    label: 'Realm console overview',
    description:
      'Illustration with sample data: the overview of the Realm console, with last week’s requests, latency, evaluation pass rate and spend against the monthly budget, and four applications with the model each one uses.',
    location: 'Overview',
  },
  'model-catalogue': {
    label: 'Realm model catalogue',
    description:
      'Illustration with sample data: five models, three hosted by Azure OpenAI, Amazon Bedrock and Google Vertex AI and two open-weight models on your GPUs, each with its context window, price per 1K tokens, status and routing rule.',
    location: 'Models',
  },
  'retrieval-chat': {
    label: 'Realm chat answering with cited sources',
    description:
      'Illustration with sample data: a support team member asks how to reset two-factor authentication; the answer cites three sources from a file share, a wiki and the ticket system, and two matches the person may not open are withheld.',
    location: 'Chat',
  },
  'agent-workflow': {
    label: 'Realm workflow builder',
    description:
      'Illustration with sample data: an invoice workflow in six steps, from the inbox trigger through field extraction and a purchase order lookup to a finance analyst’s approval before anything is posted.',
    location: 'Workflows',
  },
  evaluation: {
    label: 'Realm evaluation results',
    description:
      'Illustration with sample data: a candidate prompt scored against the current release on 240 real support questions, better on correctness, citations, latency and cost, beside the share of helpful votes in production.',
    location: 'Evaluations',
  },
  'audit-log': {
    label: 'Realm audit log',
    description:
      'Illustration with sample data: five requests with who asked by role, what, through which application and model, the cost and the policy decision, including a request blocked by a policy before any model was called.',
    location: 'Audit log',
  },
  'cost-controls': {
    label: 'Realm usage and budgets',
    description:
      'Illustration with sample data: four teams’ spend against their monthly budgets, one past its alert threshold and one paused at its hard limit, and the GPU hours the open-weight models used.',
    location: 'Usage',
  },
}
