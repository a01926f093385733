import type { ServiceContent } from '../service-types'
import { companyFigures } from '../company-figures'

export const botDevelopment = {
  slug: 'bot-development',
  hero: {
    promise: 'Chat and voice assistants that resolve routine requests and pass the rest to your people with full context.',
    lead: 'We design, build and run bots for websites, WhatsApp, Microsoft Teams and phone lines. They answer common questions from your own knowledge base, create and route tickets in your helpdesk, and take repetitive back-office steps off your staff.',
    secondaryCta: { label: 'See how we build bots', href: '#process' },
  },
  overview: {
    eyebrow: 'Bot development',
    title: 'Assistants that do real work, not just small talk',
    lead: 'A useful bot is connected: to your knowledge, to your systems and to a human when it should be.',
    paragraphs: [
      'Bot development covers customer-facing chat and voice assistants as well as internal bots that file requests, look up orders or move data between applications. We combine intent recognition, retrieval from approved documents and, where it helps, a large language model, always behind guardrails that keep answers within the scope you define.',
      'Our clients are support leaders facing growing ticket volumes, IT and HR teams answering the same questions every week, and operations managers whose staff re-key data between systems. If a task follows clear rules or draws on written knowledge, a bot can usually take a large share of it. Order status checks, password resets, appointment changes and leave requests are common starting points.',
      'We treat a bot as a product rather than a script. Each one ships with analytics on containment and handoff, a review loop for failed conversations and a clear owner on your side, so it improves month after month instead of going stale. Your team sees every transcript, and nothing changes in production without their approval.',
    ],
  },
  offerings: {
    eyebrow: 'What we offer',
    title: 'Bots for customers, employees and back-office work',
    lead: 'Start with one channel and one use case, then extend the same assistant as it proves itself.',
    items: [
      {
        icon: 'message-square',
        title: 'Customer support chatbots',
        description:
          'Web, mobile and WhatsApp assistants that answer order, billing and account questions, authenticate customers when needed and resolve simple requests without waiting for an agent.',
      },
      {
        icon: 'bot',
        title: 'Voice assistants and IVR',
        description:
          'Speech-enabled phone flows that replace rigid keypad menus, understand why a caller is ringing, handle routine requests end to end and transfer the rest to the right queue.',
      },
      {
        icon: 'workflow',
        title: 'Ticket triage and routing',
        description:
          'Bots that read incoming emails and chats, classify the request, fill in the missing details and open a correctly tagged ticket in Zendesk, Jira Service Management or ServiceNow.',
      },
      {
        icon: 'search',
        title: 'Internal knowledge assistants',
        description:
          'A Microsoft Teams or Slack assistant that answers IT, HR and policy questions from your intranet and documents, cites the source page and respects existing access permissions.',
      },
      {
        icon: 'zap',
        title: 'Back-office automation bots',
        description:
          'Software robots and API workflows that copy data between systems, reconcile records and prepare routine documents, triggered by a chat command, a schedule or an incoming email.',
      },
      {
        icon: 'link',
        title: 'Systems integration',
        description:
          'Secure connections to your CRM, ERP, order and booking systems, so the bot can check a delivery, change an appointment or update a record instead of only describing how.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Benefits',
    title: 'Why teams add a bot to their service desk',
    lead: 'A well-scoped bot shortens queues for customers and removes repetitive work for staff.',
    items: [
      {
        icon: 'clock',
        title: 'Answers outside office hours',
        description:
          'Customers and employees get help at night, on weekends and across time zones, without adding shifts to your support rota.',
      },
      {
        icon: 'timer',
        title: 'Shorter queues for agents',
        description:
          'Routine requests are resolved or pre-qualified before they reach a person, so agents start each conversation with the details already collected.',
      },
      {
        icon: 'badge-check',
        title: 'Consistent, approved answers',
        description:
          'Replies come from content your team has reviewed, so policy, pricing and process information is the same in every conversation and every channel.',
      },
      {
        icon: 'trending-down',
        title: 'Lower cost per request',
        description:
          'Automating the most frequent, lowest value interactions lets you absorb seasonal peaks and growth without hiring in proportion to volume.',
      },
      {
        icon: 'chart-column',
        title: 'Insight into what people ask',
        description:
          'Conversation analytics reveal the questions your website and documentation fail to answer, giving product and content teams a clear list of fixes.',
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'How a bot goes from idea to live channel',
    lead: 'Most first releases go live in eight to twelve weeks, starting with the requests that are frequent, simple and easy to measure.',
    steps: [
      {
        title: 'Conversation audit',
        description:
          'In one to two weeks we analyze chat logs, tickets and call reasons, rank use cases by volume and complexity, and agree success measures such as containment and handoff quality.',
      },
      {
        title: 'Conversation design',
        description:
          'We write the dialogue flows, fallback behavior and escalation rules, define the tone of voice and prototype the key journeys so your team can try them before any integration work.',
      },
      {
        title: 'Build and integrate',
        description:
          'Over four to six weeks we build the bot, connect it to your knowledge base, helpdesk and business systems, and set up the channels: web widget, WhatsApp, Teams or telephony.',
      },
      {
        title: 'Test and pilot',
        description:
          'Scripted and exploratory testing, red-team prompts for language model features and a pilot with a share of real traffic. We tune intents and answers on what the pilot reveals.',
      },
      {
        title: 'Launch and improve',
        description:
          'After full rollout we review failed conversations weekly, add new intents and content, and report containment, satisfaction and handoff trends every month to the bot owner.',
      },
    ],
  },
  technologies: {
    eyebrow: 'Technologies',
    title: 'Frameworks and channels we work with',
    lead: 'We pick the framework to match your data, hosting and channel requirements, from open source stacks you host yourself to managed cloud services.',
    items: [
      { name: 'Rasa', logo: 'rasa' },
      { name: 'Dialogflow', logo: 'dialogflow' },
      { name: 'Microsoft Bot Framework' },
      { name: 'Amazon Lex' },
      { name: 'LangChain', logo: 'langchain' },
      { name: 'Python', logo: 'python' },
      { name: 'Node.js', logo: 'nodedotjs' },
      { name: 'WhatsApp Business Platform', logo: 'whatsapp' },
      { name: 'Microsoft Teams' },
      { name: 'Slack' },
      { name: 'Zendesk', logo: 'zendesk' },
      { name: 'UiPath', logo: 'uipath' },
    ],
  },
  proof: {
    eyebrow: 'Proof',
    title: 'Plain-language answers, measured in hours saved',
    lead: 'For an engineering and construction firm in the United Kingdom we built a question-answering assistant that searches drawings, specifications and contracts and cites the exact document behind each answer.',
    figures: [
      { value: '28', label: 'man-hours per week saved on document searches' },
      companyFigures.projects,
    ],
    stories: ['enhancing-project-document-access-and-querying-with-advanced-tool'],
  },
  faqs: [
    {
      id: 'item-1',
      question: 'Should our bot use a large language model or fixed dialogue flows?',
      answers: [
        'Usually both. Fixed flows are predictable and auditable, which suits payments, identity checks and anything with legal wording. A language model handles open questions well when it answers from your own documents through retrieval.',
        'We route each request to the right approach and restrict the model to approved sources, so it declines rather than guesses when the answer is not there.',
      ],
    },
    {
      id: 'item-2',
      question: 'Which channels can the bot run on?',
      answers: [
        'One bot can serve several channels from a single back end: a widget on your website or app, WhatsApp, Microsoft Teams, Slack, email and phone lines through your contact center platform. We normally launch on the channel with the most volume first and add others once the core conversations perform well.',
      ],
    },
    {
      id: 'item-3',
      question: 'How do you handle personal data and security?',
      answers: [
        'Conversations are encrypted in transit and at rest, personal data is masked in logs, and retention follows your policy. The bot calls your systems through scoped service accounts, never with shared passwords. For language model features we use providers and regions that meet your data residency requirements, or models hosted in your own cloud.',
      ],
    },
    {
      id: 'item-4',
      question: 'What happens when the bot cannot help?',
      answers: [
        'It hands over to a person in your existing helpdesk or contact center, passing the transcript, the detected intent and any details already collected, so the customer never has to repeat themselves. Outside staffed hours it opens a ticket and tells the customer when to expect a reply.',
      ],
    },
    {
      id: 'item-5',
      question: 'How much does a bot cost, and who owns it?',
      answers: [
        'The conversation audit is a small fixed-price engagement. The build is quoted per release based on the number of use cases, channels and integrations; ongoing improvement and hosting run on a monthly plan. You own the conversation designs, code, training data and analytics, and everything is deployed in accounts you control.',
      ],
    },
  ],
  cta: {
    title: 'Which requests should your bot take first?',
    lead: 'Share a month of tickets or chat logs. We will show you which requests a bot could resolve, which it should route, and what a first release would involve.',
  },
} as const satisfies ServiceContent
