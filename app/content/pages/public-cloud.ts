import type { InfoPageContent } from '../page-types'
import { companyFigures } from '../company-figures'

export const publicCloudPage = {
  path: '/publicloud',
  title: 'Public Cloud',
  seoDescription:
    'Public cloud services on AWS, Azure and Google Cloud: secure landing zones, workload migration, infrastructure as code and monthly cost optimization reviews.',
  hero: {
    image: '/images/pages/public-cloud.svg',
    eyebrow: 'Public cloud',
    heading: 'Public cloud foundations that stay secure and affordable',
    promise:
      'AWS, Azure or Google Cloud environments that start from a reviewed baseline and keep their costs under watch long after go-live.',
    lead: [
      'Moving to AWS, Azure or Google Cloud is the easy part; keeping accounts secure, costs predictable and teams productive is harder. Stratora builds landing zones with identity, networking, guardrails and billing structure in place before the first workload moves, so every new project starts from a known baseline.',
      'We then migrate applications and data with the right pattern for each one: rehost where speed matters, replatform onto managed databases and containers where it pays off, or refactor to serverless when the workload fits. Every environment is built in Terraform, deployed through pipelines and reviewed for cost every month.',
    ],
    secondaryCta: { label: 'Explore our public cloud services', href: '#strategy' },
  },
  blocks: [
    {
      kind: 'figures',
      id: 'proof',
      intro: {
        eyebrow: 'Track record',
        title: 'Cloud results in numbers',
        lead: 'Two measured outcomes from public cloud projects, next to our company-wide figures.',
      },
      figures: [
        { value: '$30K to $10K', label: 'Azure run cost per year after a legacy migration' },
        { value: '3h to 1.5h', label: 'ML run time on a cloud analytics platform' },
        companyFigures.savings,
        companyFigures.projects,
      ],
    },
    {
      kind: 'strategy-groups',
      id: 'strategy',
      intro: {
        eyebrow: 'Our public cloud services',
        title: 'Four service groups for AWS, Azure and Google Cloud',
        lead: 'Foundations come first, migration second, and cost and security work continues for as long as the workloads run.',
      },
      groups: [
        {
          id: 'landing-zones',
          name: 'Landing zones and foundations',
          points: [
            'Account, subscription or project structure with AWS Organizations, Azure management groups or Google Cloud folders',
            'Identity federation with your directory and single sign-on',
            'Hub-and-spoke networking, private endpoints and DNS',
            'Guardrails with service control policies, Azure Policy or organization policies',
            'Central logging, security monitoring and tagging standards',
            'A billing structure that maps every cost to a team and a product',
          ],
        },
        {
          id: 'migration-and-modernization',
          name: 'Migration and modernization',
          points: [
            'Portfolio assessment that assigns each application a migration pattern',
            'Rehosting virtual machines where speed matters most',
            'Replatforming onto managed databases such as Amazon RDS, Azure SQL or Cloud SQL',
            'Containerizing services on Amazon EKS, Azure Kubernetes Service or Google Kubernetes Engine',
            'Refactoring event-driven jobs to AWS Lambda, Azure Functions or Cloud Run',
            'Data migration with validation and a parallel-run period',
          ],
        },
        {
          id: 'cost-optimization',
          name: 'Cost optimization',
          points: [
            'Monthly spending reviews with rightsizing recommendations',
            'Removal of idle and orphaned resources',
            'Reserved instances and savings plans matched to steady usage',
            'Budgets and alerts per team, environment and product',
            'Non-production environments scheduled to stop outside working hours',
          ],
        },
        {
          id: 'security-and-operations',
          name: 'Security and operations',
          points: [
            'Infrastructure as code in Terraform, deployed through reviewed pipelines',
            'Posture management with AWS Security Hub, Microsoft Defender for Cloud or Security Command Center',
            'Monitoring, alerting and on-call runbooks',
            'Backup policies and cross-region recovery for critical data',
            'Patch and image management for virtual machines and containers',
          ],
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'benefits',
      intro: {
        eyebrow: 'Benefits',
        title: 'What a well-built public cloud gives you',
        lead: 'The promise of the public cloud holds when the foundations, guardrails and cost habits are in place.',
      },
      items: [
        {
          icon: 'trending-down',
          title: 'Costs that follow usage',
          description:
            'Autoscaling, serverless services and scheduled shutdowns mean quiet periods cost less, instead of paying for peak capacity all year round.',
        },
        {
          icon: 'rocket',
          title: 'A faster start for new projects',
          description:
            'A new team receives a compliant account from the landing zone templates rather than waiting for hardware to be ordered, delivered and racked.',
        },
        {
          icon: 'globe',
          title: 'Regions close to your users',
          description:
            'Provider regions across North America, Europe and Asia let you run applications near customers and keep data in the jurisdiction your contracts require.',
        },
        {
          icon: 'layers',
          title: 'Managed services instead of maintenance',
          description:
            'Managed databases, queues, Kubernetes control planes and AI services take patching and upgrade work off your team.',
        },
        {
          icon: 'shield-check',
          title: 'Secure by default',
          description:
            'Guardrails block public storage buckets, unencrypted volumes and unapproved regions before anyone can create them.',
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'when-to-choose',
      intro: {
        eyebrow: 'When to choose it',
        title: 'When the public cloud fits best',
        lead: 'These conditions favor AWS, Azure or Google Cloud over owned infrastructure.',
      },
      items: [
        {
          icon: 'activity',
          title: 'Variable or seasonal demand',
          description:
            'Traffic that peaks around campaigns, month-end runs or product launches and falls back in between.',
        },
        {
          icon: 'timer',
          title: 'New products and quick experiments',
          description:
            'Teams that need environments this week and cannot wait for a hardware purchase cycle to finish.',
        },
        {
          icon: 'sparkles',
          title: 'Managed data and AI services',
          description:
            'Workloads that benefit from managed warehouses, GPU capacity on demand or hosted AI models rather than self-run equivalents.',
        },
        {
          icon: 'server',
          title: 'Aging on-premises hardware',
          description:
            'Servers nearing the end of vendor support, where a hardware refresh would cost more than moving the workloads.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      intro: {
        eyebrow: 'How it works',
        title: 'From portfolio review to monthly optimization',
        lead: 'Migrations run in waves, so each group of applications learns from the one before it.',
      },
      steps: [
        {
          title: 'Assess the portfolio',
          description:
            'We review each application, its dependencies and its current cost, then recommend rehost, replatform or refactor with an estimated monthly run cost.',
        },
        {
          title: 'Build the landing zone',
          description:
            'Identity, networking, guardrails and logging go live in Terraform before any workload moves, after a review with your security team.',
        },
        {
          title: 'Migrate in waves',
          description:
            'Applications move in small groups, each with a test plan, a cutover window and a rollback path, starting with the lowest-risk systems.',
        },
        {
          title: 'Optimize every month',
          description:
            'After go-live we review spend, posture findings and performance each month, and track every recommendation until it is done or declined.',
        },
      ],
    },
    {
      kind: 'stories',
      id: 'stories',
      intro: {
        eyebrow: 'Success stories',
        title: 'Public cloud projects we measured',
        lead: 'A financial services firm in North America cut its Azure run cost from $30K to $10K per year, and a retailer in India brought ML run time from 3h to 1.5h on a cloud lakehouse.',
      },
      slugs: [
        'cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements',
        'al-data-analytics-platform-to-empower-the-business',
      ],
    },
    {
      kind: 'links',
      id: 'compare',
      intro: {
        eyebrow: 'Compare options',
        title: 'Not every workload belongs in a public cloud',
        lead: 'Compare the other models, or read about the services that surround a public cloud platform.',
      },
      links: [
        {
          label: 'Private cloud',
          path: '/privatecloud',
          description: 'A platform on your own hardware for regulated data and steady, always-on workloads.',
        },
        {
          label: 'Hybrid cloud',
          path: '/hybrid-cloud',
          description: 'Combine public cloud services with systems that stay in your data center.',
        },
        {
          label: 'Cloud implementation',
          path: '/cloud-implementation-services',
          description: 'The service behind this page: landing zones, migrations and platforms built as code.',
        },
        {
          label: 'Disaster recovery',
          path: '/disaster-recovery',
          description: 'Cross-region replication, immutable backups and scripted failover for cloud workloads.',
        },
      ],
    },
  ],
  cta: {
    title: 'Get a second opinion on your cloud setup',
    lead: 'Book a call with a cloud engineer. Whether you are planning a first migration or paying too much for an existing environment, we will point out the changes worth making first.',
  },
} as const satisfies InfoPageContent
