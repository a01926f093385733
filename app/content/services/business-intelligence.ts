import type { ServiceContent } from '../service-types'
import { companyFigures } from '../company-figures'

export const businessIntelligence = {
  slug: 'business-intelligence',
  hero: {
    promise: 'One trusted set of numbers for every team, from a governed warehouse to dashboards people actually open.',
    lead: 'We connect your ERP, CRM and operational databases to a cloud warehouse, model the metrics your leadership already argues about, and publish them in Power BI, Looker or Tableau. Your analysts get clean tables; your managers get answers without waiting for a spreadsheet.',
    secondaryCta: { label: 'See our BI process', href: '#process' },
  },
  overview: {
    eyebrow: 'Business intelligence',
    title: 'From scattered exports to a reporting system you can trust',
    lead: 'Business intelligence is the plumbing and the presentation: pipelines, a warehouse, a semantic model and the dashboards on top.',
    paragraphs: [
      'Most reporting problems are not dashboard problems. Revenue means one thing in the CRM and another in the finance ledger, monthly packs are assembled by hand, and nobody is sure which export is current. We fix the layers underneath first: automated ingestion, a single warehouse and documented metric definitions, so every chart draws on the same source.',
      'The service suits finance, sales and operations leaders who need reliable weekly numbers, and data teams that want to stop maintaining fragile scripts. We work with companies starting from spreadsheets as well as those replacing an aging on-premises reporting stack, and we can build the whole system or take over one layer of an existing one.',
      'Every engagement ends with code in your repository, a data catalog your analysts can search and a team that knows how to extend it. We favor widely adopted tools such as Snowflake, BigQuery, dbt and Power BI, so hiring and support stay simple after we step back. Nothing depends on proprietary tooling of ours, so you are free to change partners later.',
    ],
  },
  offerings: {
    eyebrow: 'What we offer',
    title: 'Every layer of a modern BI stack',
    lead: 'Engage us for a complete platform or for the one layer that is holding your reporting back.',
    items: [
      {
        icon: 'database',
        title: 'Data warehouse design and build',
        description:
          'We design schemas and build a cloud warehouse on Snowflake, BigQuery or Databricks, with separate environments for development and production, role-based access and cost controls from the first day.',
      },
      {
        icon: 'workflow',
        title: 'Data pipelines and ingestion',
        description:
          'Connectors pull data from ERP, CRM, e-commerce and finance systems on a schedule you choose. Airflow orchestrates the loads, retries failures and alerts the owning team when a source changes shape.',
      },
      {
        icon: 'layers',
        title: 'Semantic models and metric definitions',
        description:
          'We turn raw tables into tested dbt models and a semantic layer where revenue, margin, churn and stock cover are defined once, documented in plain language and reused by every report.',
      },
      {
        icon: 'layout-dashboard',
        title: 'Dashboards and self-service reporting',
        description:
          'Executive scorecards, operational views and drill-down reports in Power BI, Looker or Tableau, designed around the decisions each audience makes, plus training so analysts can build their own.',
      },
      {
        icon: 'refresh-cw',
        title: 'Legacy reporting modernization',
        description:
          'We migrate reports from on-premises SQL Server, SSRS, Cognos or spreadsheet macros to a cloud stack, run old and new side by side and retire the legacy jobs only after the numbers match.',
      },
      {
        icon: 'shield-check',
        title: 'Data governance and quality',
        description:
          'Ownership, access policies, row-level security and automated data tests that stop a broken load before it reaches a board report. A searchable catalog shows where each figure comes from.',
      },
    ],
  },
  extraSections: [
    {
      kind: 'logo-cards',
      id: 'system-components',
      eyebrow: 'System components',
      title: 'What a BI system we deliver contains',
      lead: 'Six building blocks, each replaceable on its own, so your stack can change tools without starting over.',
      items: [
        {
          title: 'Data sources and ingestion',
          logo: 'airbyte',
          description:
            'Managed connectors and custom extractors move data from SaaS apps, databases and files into the warehouse, loading only the changed rows where the source supports it.',
        },
        {
          title: 'Cloud data warehouse',
          logo: 'snowflake',
          description:
            'A central store on Snowflake, BigQuery or Databricks with raw, staging and reporting zones, so history is kept and analysts query clean tables.',
        },
        {
          title: 'Transformation and semantic layer',
          icon: 'layers',
          description:
            'Version-controlled dbt models with tests and documentation turn raw records into shared facts and dimensions, and define each business metric exactly once.',
        },
        {
          title: 'Orchestration and monitoring',
          logo: 'apacheairflow',
          description:
            'Airflow schedules every load and transformation in the right order, records run history and alerts the data team when a job fails or runs late.',
        },
        {
          title: 'Dashboards and reports',
          icon: 'layout-dashboard',
          description:
            'Power BI, Looker or Tableau reports built on the semantic layer, with consistent filters, drill-downs and mobile layouts for managers on the move.',
        },
        {
          title: 'Governance and access control',
          icon: 'shield-check',
          description:
            'Single sign-on, role-based and row-level permissions, a data catalog and audit logs that show who viewed or changed what, and when.',
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'use-areas',
      eyebrow: 'Use areas',
      title: 'Where teams put BI to work',
      lead: 'The same platform serves many departments; these are the areas where clients usually start.',
      items: [
        {
          icon: 'wallet',
          title: 'Finance',
          description:
            'Automated month-end packs, budget against actuals, cash flow and margin by product or region, reconciled to the general ledger instead of rebuilt in spreadsheets.',
        },
        {
          icon: 'chart-line',
          title: 'Sales',
          description:
            'Pipeline coverage, win rates, quota attainment and customer profitability in one view, refreshed daily from the CRM and billing system.',
        },
        {
          icon: 'workflow',
          title: 'Operations',
          description:
            'Throughput, backlog, service levels and exception lists that show supervisors where work is stuck before customers notice the delay.',
        },
        {
          icon: 'boxes',
          title: 'Supply chain',
          description:
            'Stock cover, supplier lead times, fill rates and slow-moving inventory across warehouses, combined with demand forecasts to guide replenishment decisions.',
        },
        {
          icon: 'users',
          title: 'Human resources',
          description:
            'Headcount, hiring funnel, attrition and absence trends with strict row-level security, so managers see their own teams and nothing more.',
        },
        {
          icon: 'target',
          title: 'Marketing',
          description:
            'Campaign spend, cost per lead and attribution across ad platforms and web analytics, joined to revenue so budgets follow results.',
        },
      ],
    },
  ],
  benefits: {
    eyebrow: 'Benefits',
    title: 'What changes when the numbers agree',
    lead: 'The value of BI shows up in meetings that start with decisions instead of debates about whose spreadsheet is right.',
    items: [
      {
        icon: 'badge-check',
        title: 'One version of the truth',
        description:
          'Metrics are defined once in the semantic layer, so finance, sales and operations quote the same revenue figure in the same meeting.',
      },
      {
        icon: 'clock',
        title: 'Reports without the manual assembly',
        description:
          'Scheduled pipelines replace the copy, paste and reconcile routine behind weekly and monthly packs, freeing analysts for actual analysis.',
      },
      {
        icon: 'zap',
        title: 'Fresher data for daily decisions',
        description:
          'Loads run hourly or daily instead of at month end, so managers act on what happened yesterday rather than last quarter.',
      },
      {
        icon: 'users',
        title: 'Self-service that stays consistent',
        description:
          'Business users explore governed datasets on their own, and every ad hoc report still inherits the approved definitions and permissions.',
      },
      {
        icon: 'lock',
        title: 'Access you can audit',
        description:
          'Row-level security, single sign-on and access logs give compliance teams a clear answer to who can see salary, margin or customer data.',
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'From first workshop to a live dashboard in weeks',
    lead: 'We deliver in thin slices: one business area end to end first, then the next, so value arrives early and the design is proven on real data.',
    steps: [
      {
        title: 'Discovery and metric inventory',
        description:
          'Over two weeks we interview report owners, list the decisions each report supports and map source systems. You receive a metric catalog, a source inventory and a prioritized backlog.',
      },
      {
        title: 'Architecture and tool selection',
        description:
          'We recommend a warehouse, ingestion approach and BI tool that fit your licenses, skills and budget, and document the target architecture with running cost estimates for your sign-off.',
      },
      {
        title: 'First data slice',
        description:
          'In four to six weeks we build pipelines, dbt models and one dashboard set for the highest priority area, then validate every figure against the numbers your team already trusts.',
      },
      {
        title: 'Roll out by business area',
        description:
          'Further domains follow in two to four week increments. Each release adds sources, models and reports, along with data tests and catalog entries for everything new.',
      },
      {
        title: 'Handover and support',
        description:
          'We train analysts and report owners, hand over runbooks and repository access, then stay on for monitoring, fixes and new requests under a monthly support plan if you wish.',
      },
    ],
  },
  technologies: {
    eyebrow: 'Technologies',
    title: 'Tools we build BI systems with',
    lead: 'We work in the platforms you already license where they fit, and recommend widely supported open tools where they do not.',
    items: [
      { name: 'Power BI' },
      { name: 'Tableau' },
      { name: 'Looker', logo: 'looker' },
      { name: 'Apache Superset', logo: 'apachesuperset' },
      { name: 'Snowflake', logo: 'snowflake' },
      { name: 'Google BigQuery', logo: 'googlebigquery' },
      { name: 'Databricks', logo: 'databricks' },
      { name: 'dbt' },
      { name: 'Apache Airflow', logo: 'apacheairflow' },
      { name: 'Airbyte', logo: 'airbyte' },
      { name: 'PostgreSQL', logo: 'postgresql' },
    ],
  },
  proof: {
    eyebrow: 'Proof',
    title: 'Analytics platforms in production',
    lead: 'Our data teams have consolidated retail sales and inventory data into a cloud lakehouse with self-service dashboards, and replaced daily email reports at a freight operator with role-based dashboards.',
    figures: [
      companyFigures.projects,
      companyFigures.clients,
      { value: '3h to 1.5h', label: 'ML run time on the retail analytics platform' },
    ],
    stories: [
      'al-data-analytics-platform-to-empower-the-business',
      'process-improvement-legacy-system-migration-to-cloud-with-enhanced-features',
    ],
  },
  faqs: [
    {
      id: 'item-1',
      question: 'Should we use Power BI, Tableau or Looker?',
      answers: [
        'It depends mostly on what you already run. Companies on Microsoft 365 usually get the best value from Power BI, teams on Google Cloud often prefer Looker, and Tableau suits analysts who do a lot of visual exploration.',
        'We compare licensing, skills and integration needs in the discovery phase and recommend one tool, with the reasoning written down. The warehouse and dbt models stay tool-neutral, so switching later does not mean rebuilding the data layer.',
      ],
    },
    {
      id: 'item-2',
      question: 'How long until we see a first working dashboard?',
      answers: [
        'A typical project delivers the first production dashboard six to eight weeks after kickoff: two weeks of discovery, then four to six weeks to build pipelines, models and reports for one business area. Later areas arrive every two to four weeks, depending on how many sources each one needs.',
      ],
    },
    {
      id: 'item-3',
      question: 'How do you price a business intelligence engagement?',
      answers: [
        'Discovery is a fixed-price piece of work with a defined set of deliverables. Build phases are quoted either as fixed-scope milestones or as a dedicated team billed monthly, whichever matches how settled your requirements are. Ongoing support is a monthly plan sized to the number of pipelines and reports we look after.',
        'Warehouse and BI licenses are billed to you directly by the vendors, so you always see what the platform itself costs.',
      ],
    },
    {
      id: 'item-4',
      question: 'Who owns the data models, pipelines and dashboards?',
      answers: [
        'You do. All code, dbt models, orchestration definitions and report files live in your repositories and your cloud accounts from the first commit. We document every model and pipeline so that your own team, or another partner, can maintain and extend the system without us.',
      ],
    },
    {
      id: 'item-5',
      question: 'How do you keep sensitive data secure?',
      answers: [
        'Data stays in your cloud tenancy, encrypted in transit and at rest. We connect with least-privilege service accounts, keep secrets in a vault, apply row-level security for salary or customer data, and mask personal fields in development environments. Access is granted through your single sign-on, and every query can be audited.',
      ],
    },
    {
      id: 'item-6',
      question: 'What support do you offer after go-live?',
      answers: [
        'Most clients keep us on a monthly support plan that covers pipeline monitoring, fixes when a source system changes, performance and cost tuning, and a set number of hours for new reports. We agree response times for failed loads up front, so a broken pipeline is handled before the morning meeting.',
      ],
    },
  ],
  cta: {
    title: 'Ready to trust your numbers again?',
    lead: 'Tell us which reports cause the most arguments today. We will map the sources behind them and outline a first slice you could have live within two months.',
  },
} as const satisfies ServiceContent
