import type { InfoPageContent } from '../page-types'
import { companyFigures } from '../company-figures'

export const enterprisesPage = {
  path: '/Enterprises',
  title: 'Enterprises',
  seoDescription:
    'Enterprise IT modernization by Stratora: staged cloud migration, data platforms, DevSecOps and QA delivered with governance, rollback plans and clear reporting.',
  hero: {
    image: '/images/pages/enterprises.svg',
    eyebrow: 'For enterprises',
    heading: 'Modernize core systems without stopping the business',
    promise:
      'Staged modernization of cloud, data and software, delivered inside your governance with a tested rollback for every step.',
    lead: [
      'Large organizations carry decades of systems that still run payroll, orders and research, and they cannot pause while those systems change. Stratora plans modernization in stages: we map dependencies, agree on the order of migration with your architects and security team, and move one workload at a time.',
      'Every program runs with a named delivery lead, a shared backlog, weekly status reports and change records that fit your existing governance, from architecture review boards to procurement and vendor risk questionnaires. Our teams work from India, the United Kingdom and the Netherlands, which gives most clients working-hour overlap with at least one office.',
    ],
    secondaryCta: { label: 'Review our security practices', href: '#security' },
  },
  blocks: [
    {
      kind: 'figures',
      id: 'proof',
      intro: {
        eyebrow: 'Track record',
        title: 'The numbers behind our delivery',
        lead: 'Company-wide figures since Stratora started in 2020, across cloud, data, AI and software engagements.',
      },
      figures: [
        companyFigures.projects,
        companyFigures.clients,
        companyFigures.savings,
        companyFigures.workforce,
      ],
    },
    {
      kind: 'icon-cards',
      id: 'challenges',
      intro: {
        eyebrow: 'The challenges',
        title: 'Where enterprise programs usually stall',
        lead: 'The technology is rarely the hardest part. These are the problems we plan around before the first sprint starts.',
      },
      items: [
        {
          icon: 'server',
          title: 'Core systems nobody wants to touch',
          description:
            'Order, billing and reporting systems built over many years still run the business, and each one has undocumented dependencies that make any change feel risky.',
        },
        {
          icon: 'scale',
          title: 'Governance that arrives late',
          description:
            'Security reviews, architecture boards and vendor risk assessments often begin after the design is finished, which turns every approval into rework.',
        },
        {
          icon: 'database',
          title: 'Data split across business units',
          description:
            'Each division keeps its own warehouse, definitions and access rules, so group-level reporting depends on manual reconciliation at every month end.',
        },
        {
          icon: 'test-tube',
          title: 'Test environments unlike production',
          description:
            'Releases pass in test and fail in production because data, configuration and integrations differ between the two environments.',
        },
        {
          icon: 'users',
          title: 'Skills gaps in cloud and AI',
          description:
            'Internal teams know the business deeply but have had little time to build experience with Kubernetes, infrastructure as code or large language models.',
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'offer',
      intro: {
        eyebrow: 'What we offer',
        title: 'Modernization work, end to end or one stream at a time',
        lead: 'Engage us for a whole program or for the work stream your internal teams cannot staff right now.',
      },
      items: [
        {
          icon: 'map',
          title: 'Modernization roadmaps',
          description:
            'A dependency map of your application estate, a migration order agreed with your architects and a business case per workload, typically delivered in six to eight weeks.',
        },
        {
          icon: 'cloud-cog',
          title: 'Cloud migration and landing zones',
          description:
            'Staged moves to AWS, Azure, Google Cloud or a private cloud, where each workload gets a cutover plan, a parallel-run period and a rehearsed rollback.',
        },
        {
          icon: 'database',
          title: 'Data platforms and analytics',
          description:
            'Consolidated warehouses and lakehouses with shared metric definitions, lineage and row-level security that work across business units.',
        },
        {
          icon: 'workflow',
          title: 'DevSecOps and platform engineering',
          description:
            'Standard pipelines, policy as code and an internal developer platform, so every team ships through the same controls and the same audit trail.',
        },
        {
          icon: 'badge-check',
          title: 'Quality assurance at scale',
          description:
            'Test automation, performance and security testing, and production-like test environments built from masked copies of real data.',
        },
        {
          icon: 'brain',
          title: 'Governed AI adoption',
          description:
            'Generative AI and machine learning use cases built with evaluation, access control and request logging, on the Realm platform or on your own stack.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'engagement-models',
      intro: {
        eyebrow: 'Engagement models',
        title: 'Choose how we work together',
        lead: 'Four models cover most enterprise needs. Each one is priced and governed in a way your procurement and finance teams will recognize; quotes follow a scoping conversation.',
      },
      caption: 'Enterprise engagement models: what each suits, how it is priced and how it is governed',
      columns: ['Best for', 'How pricing works', 'How governance works'],
      rows: [
        {
          label: 'Fixed-scope project',
          cells: [
            'Assessments, migrations and builds where the requirements are already agreed.',
            'A fixed price per milestone, with payment tied to accepted deliverables and a change-request process for new scope.',
            'A statement of work with acceptance criteria, plus a steering meeting every two weeks on progress, risks and changes.',
          ],
        },
        {
          label: 'Dedicated team',
          cells: [
            'Product or platform work whose priorities shift from quarter to quarter.',
            'A monthly rate per role, agreed in advance, with team size reviewed every quarter.',
            'A named delivery lead, a shared backlog in your tools, sprint reviews with your product owners and a monthly capacity and spend report.',
          ],
        },
        {
          label: 'Managed service',
          cells: [
            'Platforms, pipelines and applications that need dependable operation after go-live.',
            'A monthly fee sized to the systems in scope, with service levels, response times and exclusions written into the agreement.',
            'Incident, change and problem records in your service management tool, such as ServiceNow or Jira Service Management, and a monthly service review.',
          ],
        },
        {
          label: 'Staff augmentation',
          cells: [
            'Specific skills gaps inside an existing team, for a few months or longer.',
            'A monthly rate per engineer on time-and-materials terms, with a notice period set in the contract.',
            'Engineers work under your line management and processes; we handle vetting, onboarding support and replacements.',
          ],
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'security',
      intro: {
        eyebrow: 'Security and compliance',
        title: 'Security practices built into every engagement',
        lead: 'How we handle access, data and change on client work. Your security team can review the policies and evidence behind each practice during vendor due diligence.',
      },
      items: [
        {
          icon: 'shield-check',
          title: 'ISO 27001-aligned processes',
          description:
            'Our information security practices follow the structure of ISO 27001: a maintained risk register, documented access and change procedures, supplier checks, incident handling and regular internal reviews.',
        },
        {
          icon: 'scale',
          title: 'GDPR and data protection',
          description:
            'We sign data processing agreements, keep personal data in the regions you specify, use only the data a task needs and mask personal fields before data reaches development or test environments.',
        },
        {
          icon: 'key',
          title: 'Single sign-on and least privilege',
          description:
            'Our engineers sign in to your systems through your identity provider, such as Microsoft Entra ID or Okta, with multi-factor authentication and role-based access that is removed when they leave the project.',
        },
        {
          icon: 'file-text',
          title: 'Audit trails',
          description:
            'Every infrastructure and application change goes through version control and a reviewed pipeline, and cloud audit logs such as AWS CloudTrail or the Azure Activity Log record who changed what, and when.',
        },
        {
          icon: 'lock',
          title: 'Secrets and encryption',
          description:
            'Credentials live in a vault such as HashiCorp Vault or AWS Secrets Manager, never in code or chat messages, and data is encrypted in transit and at rest by default.',
        },
        {
          icon: 'search',
          title: 'Security testing in the pipeline',
          description:
            'Static analysis, dependency scanning, container image scanning and infrastructure-as-code checks run on every change, and each finding is tracked until it is fixed or formally accepted.',
        },
      ],
    },
    {
      kind: 'links',
      id: 'services',
      intro: {
        eyebrow: 'Relevant services',
        title: 'Services enterprise programs draw on',
        lead: 'Most programs combine several of these under one delivery lead and one plan.',
      },
      links: [
        {
          label: 'Cloud implementation',
          path: '/cloud-implementation-services',
          description: 'Landing zones and staged workload migrations on public and private cloud, built as code.',
        },
        {
          label: 'DevSecOps as a service',
          path: '/devsecops-as-a-service',
          description: 'Shared pipelines, policy as code and security scanning that give every team the same controls.',
        },
        {
          label: 'Business intelligence',
          path: '/business-intelligence',
          description: 'Governed warehouses and dashboards that replace manual consolidation across divisions.',
        },
        {
          label: 'Quality assurance',
          path: '/quality-assurance-services',
          description: 'Regression, performance and security testing for systems where a failed release is expensive.',
        },
        {
          label: 'Generative AI',
          path: '/generative-ai-development',
          description: 'Document search and assistants with evaluation, guardrails and access control suited to regulated data.',
        },
        {
          label: 'Machine learning as a service',
          path: '/machine-learning',
          description: 'Forecasting and classification models run with MLOps monitoring in your own cloud tenancy.',
        },
        {
          label: 'Resourcing',
          path: '/resourcing',
          description: 'Cloud, data and software specialists placed in your teams on monthly terms.',
        },
      ],
    },
    {
      kind: 'stories',
      id: 'stories',
      intro: {
        eyebrow: 'Success stories',
        title: 'Core systems changed, with results measured',
        lead: 'A financial services firm in North America, an industrial distributor in Southern Europe and a freight operator in the Benelux each replaced or moved a core system, with lower run cost, faster order processing and an annual saving to show for it.',
      },
      slugs: [
        'cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements',
        'order-management-system-to-improve-operational-efficiency',
        'process-improvement-legacy-system-migration-to-cloud-with-enhanced-features',
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      intro: {
        eyebrow: 'FAQ',
        title: 'Questions from procurement, security and IT leaders',
        lead: 'What enterprise teams usually want to settle before a contract is signed.',
      },
      items: [
        {
          id: 'item-1',
          question: 'Can you work within our procurement and vendor risk process?',
          answers: [
            'Yes. We complete security and vendor risk questionnaires, supply the policies and evidence behind our answers, and work from your contract templates where they fit the engagement. Tell us the onboarding steps early and we will plan the start date around them.',
          ],
        },
        {
          id: 'item-2',
          question: 'How do you keep the business running during a migration?',
          answers: [
            'We move one workload at a time. Each move has a rehearsed cutover, a parallel-run period in which old and new systems are compared, and a rollback plan that has been tested before the cutover window opens.',
            'Business owners sign off each step, and the legacy system stays available until the new one has matched it on real data.',
          ],
        },
        {
          id: 'item-3',
          question: 'Who will we work with, and will the team change?',
          answers: [
            'You get a named delivery lead and a core team of engineers who stay on the program through go-live and the first months of operation. If someone has to leave, we agree the replacement with you and arrange a handover period, so knowledge is not lost between people.',
          ],
        },
        {
          id: 'item-4',
          question: 'Can you take over systems another vendor built?',
          answers: [
            'Yes. A transition starts with a knowledge-transfer period, typically four to eight weeks, in which we document the system, shadow the outgoing team and take over support tasks one by one. You receive a written assessment of risks and technical debt at the end of it.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Plan your next modernization step with us',
    lead: 'Book a call with a delivery lead. Describe the system you need to change and the constraints around it, and we will outline a staged plan, an engagement model and the governance that goes with it.',
  },
} as const satisfies InfoPageContent
