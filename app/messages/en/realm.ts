// The Realm product's screens (app/components/sections/realm/): what each shows in words (its
// accessible name, its description and its place in the product), the illustrations' own text and
// the deployment drawings. The sample figures are numbers in sample-data.ts, formatted per language.
export const realmMessages = {
  sampleData: 'Sample data',
  /** The window's title bar: "Realm / Models". */
  location: (place: string) => `Realm / ${place}`,
  screens: {
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
  },
  /** The names the screens share: applications, teams, people by role. */
  sample: {
    apps: { support: 'Support assistant', policy: 'Policy Q&A', invoices: 'Invoice extraction', triage: 'Ticket triage' },
    teams: { support: 'Support', finance: 'Finance', engineering: 'Engineering', marketing: 'Marketing pilot' },
    yourGpus: 'Your GPUs',
    routing: {
      'gpt-4o': 'Default for Support assistant',
      'claude-3-5-sonnet': 'Fallback for gpt-4o after 20 s or an error',
      'gemini-1.5-pro': 'Documents over 100K tokens',
      'llama-3.1-70b': 'Confidential sources only',
      'mistral-7b': 'Ticket triage',
    },
    stages: { live: 'Live', pilot: 'Pilot' },
  },
  units: {
    seconds: (amount: string) => `${amount} s`,
    hours: (amount: string) => `${amount} h`,
  },
  overview: {
    title: 'Overview',
    navigation: {
      build: 'Build',
      chat: 'Chat',
      agents: 'Agents',
      knowledge: 'Knowledge',
      run: 'Run',
      models: 'Models',
      evaluations: 'Evaluations',
      govern: 'Govern',
      policies: 'Policies',
      auditLog: 'Audit log',
      usage: 'Usage',
    },
    period: 'Last 7 days',
    requests: 'Requests',
    requestsNote: (change: string) => `${change} on last week`,
    latency: 'p95 latency',
    latencyNote: (target: string) => `Target ${target}`,
    passRate: 'Evaluation pass rate',
    passRateNote: (count: string) => `${count} test questions`,
    spend: 'Spend this month',
    spendNote: (budget: string) => `of ${budget} budget`,
    columns: { application: 'Application', model: 'Model', requests: 'Requests', status: 'Status' },
    appRequests: (count: string) => `${count} requests`,
  },
  models: {
    title: 'Models',
    all: (count: number) => `All ${count}`,
    hosted: (count: number) => `Hosted ${count}`,
    openWeight: (count: number) => `Open-weight ${count}`,
    columns: { model: 'Model · context', price: 'Per 1K in / out', status: 'Status', routing: 'Routing rule' },
    gpuMetered: 'GPU time, metered',
    perTokens: 'Per 1K tokens:',
    routing: 'Routing:',
    available: 'Available',
    degraded: 'Degraded',
    rule: (app: string) => `Routing rule · ${app}`,
    onFailure: 'on timeout or error',
    confidential: 'Confidential sources',
    always: 'always',
  },
  chat: {
    title: 'Support knowledge',
    sources: 'Wiki · Tickets · File share',
    asker: 'Support team',
    question: 'How do we reset two-factor authentication for a locked-out customer?',
    /** The answer in parts, each followed by the number of the source it cites (the last by none). */
    answer: [
      'Verify the customer with two of the checks in the verification policy',
      ', then reset the factor in the admin console and ask them to enrol again within 24 hours',
      '. The same fix worked for accounts synced from the directory',
      '.',
    ],
    cited: (count: number, seconds: string) => `${count} sources cited · answered in ${seconds}`,
    followUp: 'Ask a follow-up…',
    used: 'Sources used',
    sourceList: [
      { title: 'Identity verification policy', where: 'File share · section 2.3' },
      { title: 'Account recovery runbook', where: 'Wiki · step 4' },
      { title: 'Ticket: 2FA reset after directory sync', where: 'Ticket system · resolved' },
    ],
    withheld: (count: number) => `${count} more matches withheld: not shared with you at the source.`,
  },
  workflow: {
    title: 'Invoice intake',
    version: 'v12 in Git',
    /** The steps in order: trigger, extraction, lookup, condition, approval, posting. */
    steps: [
      { kind: 'Trigger', name: 'New invoice in the finance inbox', detail: 'PDF or image attachment' },
      { kind: 'Model', name: 'Extract fields', detail: 'llama-3.1-70b · vendor, amount, PO number' },
      { kind: 'Tool', name: 'Match purchase order', detail: 'ERP lookup, read-only' },
      { kind: 'Condition', name: 'Amount over the approval limit?', detail: 'Yes: ask a person · No: post' },
      { kind: 'Approval', name: 'Ask a finance analyst', detail: 'Waits for a decision' },
      { kind: 'Tool', name: 'Post to accounts payable', detail: 'ERP write, after approval only' },
    ],
    settings: 'Step settings',
    settingList: [
      { name: 'Approvers', value: 'Finance analysts group' },
      { name: 'Shows them', value: 'Invoice, extracted fields, matched PO' },
      { name: 'No answer in 4 h', value: 'Escalate to the budget owner' },
    ],
    testRun: (passed: number, total: number) => `Last test run passed ${passed} of ${total} sample invoices`,
  },
  evaluation: {
    title: (app: string) => `${app} · release check`,
    ready: 'Ready to release',
    run: (count: number) => `${count} real support questions · candidate prompt v8 against current v7`,
    metric: 'Metric',
    metrics: {
      correct: 'Correct answers',
      citing: 'Answers citing a source',
      declines: 'Declines when no source answers',
      latency: 'p95 latency',
      cost: 'Cost per answer',
    },
    production: 'In production, 14 days',
    helpful: 'helpful votes',
  },
  audit: {
    title: 'Audit log',
    filter: 'Today · all applications',
    streaming: 'Streaming to SIEM',
    columns: { time: 'Time', who: 'Who asked what', model: 'Model · app', cost: 'Cost', policy: 'Policy' },
    roles: { analyst: 'Finance analyst', support: 'Support team', contractor: 'Contractor', serviceDesk: 'Service desk' },
    questions: {
      travel: 'Who approves travel over budget?',
      reset: 'Reset 2FA for a locked-out customer',
      salaries: 'Salary bands for engineers',
      invoice: 'Invoice from a new vendor',
      printer: 'Printer queue stuck on floor 3',
    },
    noModel: 'none',
    gpu: 'GPU',
    decisions: { allowed: 'Allowed', blocked: 'Blocked', onPremises: 'Kept on-premises' },
    blockedTitle: (time: string) => `${time} · Blocked before any model was called`,
    blockedBody:
      'Policy “HR documents: HR and Legal groups only” matched. No data left the platform; the attempt is logged with user, question and policy.',
  },
  usage: {
    title: 'Usage and budgets',
    period: 'This month',
    rules: (alert: string, limit: string) => `Alert at ${alert} of a budget · hard limit at ${limit}`,
    spentOf: (spent: string, budget: string) => `${spent} of ${budget}`,
    paused: 'Paused at limit',
    alerted: 'Alert sent',
    onTrack: 'On track',
    gpus: 'Your GPUs',
    gpuHours: (used: string, total: string) => `${used} of ${total} GPU-hours`,
  },
  hosting: {
    managed: (company: string) => `${company}-managed`,
    singleTenant: 'Single tenant, your region',
    yourEnvironment: 'Your environment',
    yourData: 'Your data',
    yourUsers: 'Your users',
    yourCloud: 'Your cloud account',
    clouds: 'AWS, Azure or Google Cloud',
    yourDataCenter: 'Your data center',
    onKubernetes: 'Realm on Kubernetes',
    yourGpus: 'Your GPUs',
    noPublicCloud: 'No public cloud needed',
  },
}
