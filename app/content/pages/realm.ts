import type { InfoPageContent } from '../page-types'

export const realmPage = {
  path: '/realm',
  title: 'Realm - An AI Platform',
  seoDescription:
    'Realm, the AI platform from Stratora: a model gateway, retrieval over your documents, agents, evaluation, access control and audit, running in your tenancy.',
  hero: {
    image: '/images/pages/realm.svg',
    eyebrow: 'Our AI platform',
    heading: 'Realm: build, run and govern AI on your own data',
    promise: 'One platform for assistants, agents and models, with your data, your access rules and your budget in control.',
    lead: [
      'Realm is the AI platform built by Stratora for organizations that want generative AI and machine learning in production without sending their data to tools they cannot inspect. It runs in your cloud account, in your data center or as a single-tenant managed service.',
      'Product teams build assistants and agents on company knowledge; platform and security teams decide which models, data and users are allowed, and see what every request costs.',
    ],
    secondaryCta: { label: 'See the architecture', href: '#architecture' },
  },
  blocks: [
    {
      kind: 'prose',
      id: 'what-it-is',
      intro: {
        eyebrow: 'What Realm is',
        title: 'The shared layer between your teams and AI models',
        lead: 'Realm replaces a scatter of separate AI pilots with one governed platform that each new use case builds on.',
      },
      paragraphs: [
        'Most organizations start with generative AI the same way: one team wires a chatbot to a hosted model, another experiments with an open-weight model on a spare GPU, and a third uploads documents to a consumer tool. Each pilot solves its own problem, but none of them shares access rules, cost tracking or a way to check answer quality.',
        'Realm puts those pieces in one place. Applications call a single gateway that routes requests to hosted or open models, retrieves context from company documents with the permissions of the person asking, and records what happened. Teams build chat workspaces, agents and API integrations on top, and reuse connectors, prompts and evaluation sets instead of rebuilding them for every project.',
        'Realm is for companies that have moved past the first demo and need AI to meet the same standards as the rest of their software: documented, tested, secured and paid for by a known budget. Our engineers install and configure it, connect the first data sources and help you launch a first use case.',
      ],
    },
    {
      kind: 'icon-cards',
      id: 'capabilities',
      intro: {
        eyebrow: 'Capabilities',
        title: 'What the platform does',
        lead: 'Six capabilities that every AI use case needs, built once and shared across teams.',
      },
      items: [
        {
          icon: 'network',
          title: 'Model gateway',
          description:
            'One API for hosted models from providers such as Azure OpenAI, Amazon Bedrock and Google Vertex AI, and for open-weight models served on your own GPUs, with routing and fallback rules per application.',
        },
        {
          icon: 'search',
          title: 'Retrieval over company documents',
          description:
            'Connectors index file shares, wikis, ticket systems and databases into a vector search that respects source permissions, and every answer cites the documents it used.',
        },
        {
          icon: 'workflow',
          title: 'Agent and workflow builder',
          description:
            'Compose multi-step workflows that call tools, query systems and ask a person for approval before acting, defined in a visual editor or as code kept in version control.',
        },
        {
          icon: 'gauge',
          title: 'Evaluation and monitoring',
          description:
            'Test sets of real questions score every prompt, model or retrieval change before release, and production dashboards track answer quality, latency, errors and user feedback.',
        },
        {
          icon: 'shield-check',
          title: 'Access control and audit',
          description:
            'Administrators decide which groups may use which models, data sources and agents, and every request is logged with user, model, sources and response for later review.',
        },
        {
          icon: 'wallet',
          title: 'Cost controls',
          description:
            'Token and GPU usage is metered per team and per application, with budgets, alerts and hard limits, so a runaway script cannot quietly spend the quarter.',
        },
      ],
    },
    {
      kind: 'architecture',
      id: 'architecture',
      intro: {
        eyebrow: 'Architecture',
        title: 'How Realm is put together',
        lead: 'Five layers with clear interfaces, so you can swap a model or a vector store without rewriting the applications above it.',
      },
      layers: [
        { name: 'Applications', components: ['Chat workspace', 'Agents', 'API and SDKs'] },
        { name: 'Orchestration', components: ['Workflow engine', 'Prompt and tool registry', 'Evaluation runner', 'Policy checks'] },
        { name: 'Knowledge', components: ['Source connectors', 'Vector index', 'Permission-aware retrieval'] },
        { name: 'Models', components: ['Model gateway', 'Hosted model providers', 'Open-weight models on your GPUs'] },
        { name: 'Infrastructure', components: ['Kubernetes', 'Your cloud account or data center', 'Logging and monitoring'] },
      ],
      caption:
        'Realm in five layers, from the applications people use at the top to the infrastructure in your environment at the bottom.',
    },
    {
      kind: 'icon-cards',
      id: 'use-cases',
      intro: {
        eyebrow: 'Use cases',
        title: 'Where teams start with Realm',
        lead: 'The first use case is usually narrow, measurable and close to a task people already do by hand.',
      },
      items: [
        {
          icon: 'message-square',
          title: 'Knowledge assistants',
          description:
            'Staff ask questions about policies, manuals, contracts or project files and get answers with links to the exact source, instead of searching shared drives.',
        },
        {
          icon: 'file-text',
          title: 'Document processing',
          description:
            'Extract fields from invoices, forms and reports, classify incoming documents and route them to the right queue, with low-confidence cases sent to a reviewer.',
        },
        {
          icon: 'life-buoy',
          title: 'Support and service desks',
          description:
            'Draft replies to customer and IT tickets from past resolutions and documentation, so agents review and send rather than write from scratch.',
        },
        {
          icon: 'code',
          title: 'Engineering productivity',
          description:
            'Search code, runbooks and incident history in plain language, summarize change requests and generate first drafts of documentation for review.',
        },
        {
          icon: 'chart-line',
          title: 'Analytics and reporting',
          description:
            'Let business users ask questions of governed datasets in plain language, with the generated SQL shown next to the answer so analysts can check it.',
        },
        {
          icon: 'brain',
          title: 'Custom machine learning models',
          description:
            'Deploy your own forecasting or classification models behind versioned APIs, next to language models, under the same access rules and monitoring.',
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'security',
      intro: {
        eyebrow: 'Security',
        title: 'Built for security reviews, not around them',
        lead: 'Realm is designed so your security team can answer where data goes, who can see it and what happened, from the platform itself.',
      },
      items: [
        {
          icon: 'cloud',
          title: 'Data stays in your tenancy',
          description:
            'In your cloud account or data center, documents, prompts and outputs never leave your environment. The managed option runs a single-tenant environment per customer in the region you choose.',
        },
        {
          icon: 'key',
          title: 'Single sign-on with SAML or OIDC',
          description:
            'Users sign in through your existing identity provider, such as Microsoft Entra ID or Okta, and leavers lose access the moment their account is disabled.',
        },
        {
          icon: 'user-check',
          title: 'Role-based access',
          description:
            'Roles and groups control access to models, data sources, agents and admin settings, and retrieval only returns documents the user could already open at the source.',
        },
        {
          icon: 'file-text',
          title: 'Audit logs',
          description:
            'Every request, configuration change and admin action is recorded, and logs can be streamed to your SIEM for retention and alerting under your own policies.',
        },
        {
          icon: 'lock',
          title: 'Encryption',
          description:
            'Data is encrypted in transit with TLS and at rest with keys held in your cloud key management service, and secrets for connectors are stored in a vault.',
        },
        {
          icon: 'shield-check',
          title: 'No training on customer data',
          description:
            'Stratora never uses your documents, prompts or outputs to train models, and Realm connects only to provider endpoints whose enterprise terms exclude training on customer data.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'deployment',
      intro: {
        eyebrow: 'Deployment options',
        title: 'Run Realm where your data lives',
        lead: 'The same platform and features in every option; what changes is where it runs and who looks after it.',
      },
      caption: 'Realm deployment options compared by location, operating responsibility and fit.',
      columns: ['Where it runs', 'Who operates it', 'Best for'],
      rows: [
        {
          label: 'Managed cloud',
          cells: [
            'A single-tenant environment in a Stratora-managed cloud account, in the region you choose',
            'Stratora runs upgrades, monitoring, backups and support',
            'Teams that want to start quickly without platform work of their own',
          ],
        },
        {
          label: 'Your cloud account',
          cells: [
            'Your AWS, Azure or Google Cloud account, deployed with Terraform and Helm',
            'Stratora or your platform team, under a support agreement that fits your policies',
            'Organizations whose data must stay in their own cloud tenancy',
          ],
        },
        {
          label: 'On-premises / private cloud',
          cells: [
            'Kubernetes in your data center or private cloud, with open-weight models on your GPUs',
            'Your operations team, with Stratora engineers for upgrades and third-line support',
            'Regulated or air-gapped environments where data cannot reach a public cloud',
          ],
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      intro: {
        eyebrow: 'FAQ',
        title: 'Questions about Realm',
        lead: 'What architects, security leads and product owners ask in a first demo.',
      },
      items: [
        {
          id: 'item-1',
          question: 'Which models can Realm use?',
          answers: [
            'Realm connects to hosted models through providers such as Azure OpenAI, Amazon Bedrock and Google Vertex AI, and serves open-weight models such as Llama or Mistral on your own GPUs. Each application can use a different model, and switching is a configuration change rather than a rebuild.',
          ],
        },
        {
          id: 'item-2',
          question: 'How is Realm different from using a chatbot subscription?',
          answers: [
            'A chatbot subscription gives individuals a tool. Realm gives the organization a platform: retrieval over your own systems with their permissions, agents that act on business applications, evaluation before release, and one place to control access and spending across every team and model.',
          ],
        },
        {
          id: 'item-3',
          question: 'How long does it take to get a first use case live?',
          answers: [
            'A managed or cloud-account installation with one or two data sources is typically ready in a few weeks. A first use case with an agreed evaluation set usually reaches a pilot group within two to three months; on-premises installations take longer when hardware has to be prepared.',
          ],
        },
        {
          id: 'item-4',
          question: 'How is Realm priced?',
          answers: [
            'Pricing depends on the deployment option, the number of users and the level of support. Model usage is billed by the model provider to your own account, or runs on your GPUs, so it stays visible and separate. We give you a written quote after a demo and a short scoping call.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Book a Realm demo',
    lead: 'See Realm answer questions from sample documents, build a small agent and show the audit trail behind it. Bring a use case and we will sketch how it would run on the platform.',
  },
} as const satisfies InfoPageContent
