import type { InfoPageContent } from '../page-types'
import { companyFigures } from '../company-figures'

export const hybridCloudPage = {
  path: '/hybrid-cloud',
  title: 'Hybrid Cloud',
  seoDescription:
    'Hybrid cloud by Stratora: connect your data center, public clouds and edge sites with shared identity, networking, Kubernetes, security policy and monitoring.',
  hero: {
    image: '/images/pages/hybrid-cloud.svg',
    eyebrow: 'Hybrid cloud',
    heading: 'One operating model across your data center and the cloud',
    promise:
      'Each workload placed where it fits best, and all of them managed with the same identity, pipelines, policies and dashboards.',
    lead: [
      'Most organizations end up with workloads in more than one place: a data center that still hosts core systems, one or two public clouds, and edge sites in offices or plants. Stratora connects these into a single hybrid platform with shared identity, networking, security policy and observability.',
      'We use Kubernetes, Terraform and tools such as Azure Arc, Google Anthos or Rancher where they fit, so teams deploy the same container images and pipelines wherever a workload runs. Placement decisions are documented per application, based on data residency, latency, cost and compliance needs.',
    ],
    secondaryCta: { label: 'Compare cloud models', href: '#comparison' },
  },
  blocks: [
    {
      kind: 'figures',
      id: 'proof',
      intro: {
        eyebrow: 'Track record',
        title: 'Experience on both sides of the platform',
        lead: 'Our engineers build private platforms and public cloud environments, and connect the two.',
      },
      figures: [
        companyFigures.projects,
        companyFigures.clients,
        { value: '30K euros', label: 'annual saving after a legacy system moved to cloud' },
        companyFigures.savings,
      ],
    },
    {
      kind: 'strategy-groups',
      id: 'strategy',
      intro: {
        eyebrow: 'Our hybrid cloud services',
        title: 'Four service groups that join your environments into one platform',
        lead: 'Connectivity and identity come first; after that, consistency is what makes a hybrid setup manageable.',
      },
      groups: [
        {
          id: 'connectivity-and-identity',
          name: 'Connectivity and identity',
          points: [
            'Site-to-site VPN or dedicated links such as AWS Direct Connect, Azure ExpressRoute and Google Cloud Interconnect',
            'One identity provider and single sign-on for every environment',
            'Consistent IP addressing, DNS and firewall policy across sites',
            'Network segmentation between regulated and general workloads',
          ],
        },
        {
          id: 'consistent-platform',
          name: 'Consistent platform',
          points: [
            'Kubernetes as the common runtime on premises and in the cloud',
            'Fleet management with Azure Arc, Google Anthos or Rancher',
            'The same container images, Helm charts and pipelines for every location',
            'Terraform modules shared between private and public environments',
            'Policy as code applied to all clusters from one repository',
          ],
        },
        {
          id: 'workload-placement',
          name: 'Workload placement and migration',
          points: [
            'Placement assessment per application covering residency, latency, cost and compliance',
            'Cloud bursting for batch and research jobs when local capacity is full',
            'Staged migrations with both environments running in parallel',
            'Data synchronization and replication between sites',
            'A placement record per application, revisited when requirements change',
          ],
        },
        {
          id: 'operations-and-resilience',
          name: 'Operations and resilience',
          points: [
            'One monitoring and alerting stack for all environments',
            'Central logging and audit trails',
            'Backup and disaster recovery between the data center and the cloud',
            'Cost reporting that covers owned hardware and cloud bills together',
            'Security posture reviews across every location',
          ],
        },
      ],
    },
    {
      kind: 'table',
      id: 'comparison',
      intro: {
        eyebrow: 'Compare cloud models',
        title: 'Private, public and hybrid cloud side by side',
        lead: 'No model wins on every line. The right answer depends on which rows matter most for each of your workloads.',
      },
      caption: 'How private, public and hybrid cloud compare on cost, scale, control, compliance, speed and effort',
      columns: ['Private cloud', 'Public cloud', 'Hybrid cloud'],
      rows: [
        {
          label: 'Cost model',
          cells: [
            'Upfront or leased hardware plus operations; lowest unit cost when utilization stays high.',
            'Pay per use with no upfront spend; discounts in return for committed usage.',
            'Owned capacity for the steady base, pay per use for peaks and new projects.',
          ],
        },
        {
          label: 'Scalability',
          cells: [
            'Limited by installed hardware; adding capacity takes a purchase cycle.',
            'Scales up and down on demand, within provider quotas.',
            'Base load runs locally while extra demand bursts to the public cloud.',
          ],
        },
        {
          label: 'Control and data residency',
          cells: [
            'Full control of hardware, location and physical access.',
            'Region chosen per workload; the provider runs the physical layer.',
            'Sensitive data stays on premises while other workloads use cloud regions.',
          ],
        },
        {
          label: 'Compliance fit',
          cells: [
            'Strongest where rules require named facilities or full physical control.',
            "Suits most frameworks, combining the provider's attestations with your own controls.",
            'Lets each workload meet its own rules without forcing one answer on everything.',
          ],
        },
        {
          label: 'Time to start',
          cells: [
            'Weeks to months, depending on hardware lead times.',
            'Days once a landing zone is in place.',
            'Quick for cloud workloads; the private side follows hardware timelines.',
          ],
        },
        {
          label: 'Operations effort',
          cells: [
            'Highest: someone runs the hardware, hypervisor and platform.',
            'Lowest for managed services, though accounts, cost and security still need care.',
            'Two environments to run, so shared tooling and automation matter most.',
          ],
        },
        {
          label: 'Best for',
          cells: [
            'Regulated data, steady workloads and specialized hardware.',
            'Variable demand, new products and managed data and AI services.',
            'Organizations with both kinds of workload, or moving between them over several years.',
          ],
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'benefits',
      intro: {
        eyebrow: 'Benefits',
        title: 'What a connected hybrid platform gives you',
        lead: 'Hybrid works when it is designed as one platform rather than two environments that happen to share a VPN.',
      },
      items: [
        {
          icon: 'target',
          title: 'The right place for each workload',
          description:
            'Every application runs where its residency, latency and cost requirements are best met, not where a blanket policy happens to put it.',
        },
        {
          icon: 'refresh-cw',
          title: 'Migration at your own pace',
          description:
            'Systems move to the cloud when they are ready, while the rest keep running in the data center with full support.',
        },
        {
          icon: 'hard-drive',
          title: 'More value from owned hardware',
          description:
            'Existing servers carry the steady load for their remaining life, and the cloud absorbs peaks that would otherwise mean new purchases.',
        },
        {
          icon: 'layout-dashboard',
          title: 'One view of operations',
          description:
            'Monitoring, logs, alerts and cost reports cover every environment, so an incident is never split between two teams and two tools.',
        },
        {
          icon: 'shield-check',
          title: 'Consistent security policy',
          description:
            'Identity, network rules and policy as code apply everywhere, closing the gaps that open when each environment is managed on its own.',
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'when-to-choose',
      intro: {
        eyebrow: 'When to choose it',
        title: 'When a hybrid model makes sense',
        lead: 'Hybrid adds a second environment to run, so it should solve a problem a single model cannot.',
      },
      items: [
        {
          icon: 'scale',
          title: 'Mixed compliance requirements',
          description:
            'Some systems must stay on premises, while others carry no such constraint and would gain from managed cloud services.',
        },
        {
          icon: 'map',
          title: 'A migration spread over years',
          description:
            'You are moving to the cloud in stages and need both environments to work together in the meantime.',
        },
        {
          icon: 'activity',
          title: 'Steady base load with occasional peaks',
          description:
            'Research computing, analytics or seasonal sales, where local capacity covers most days and the cloud covers the rest.',
        },
        {
          icon: 'network',
          title: 'Edge and plant locations',
          description:
            'Factories, labs or branch offices that process data locally for latency reasons and send results to the cloud.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      intro: {
        eyebrow: 'How it works',
        title: 'How we build a hybrid platform',
        lead: 'The order matters: connect and secure first, standardize second, move workloads last.',
      },
      steps: [
        {
          title: 'Map workloads',
          description:
            'We list every application with its data, dependencies, users and rules, and record where each one should run and why.',
        },
        {
          title: 'Connect the environments',
          description:
            'Network links, identity federation and shared DNS come first, so both sides can talk securely before anything moves.',
        },
        {
          title: 'Standardize the platform',
          description:
            'Kubernetes clusters, Terraform modules, pipelines and policies are made identical on both sides, then tested with a pilot application.',
        },
        {
          title: 'Run and rebalance',
          description:
            'We operate the combined platform, report cost and capacity per location, and revisit placements as hardware ages or rules change.',
        },
      ],
    },
    {
      kind: 'stories',
      id: 'stories',
      intro: {
        eyebrow: 'Success story',
        title: 'A staged move from a data room to the cloud',
        lead: 'A freight operator in the Benelux moved shipment tracking from on-premises servers to containers on AWS. Old and new databases stayed synchronized while depots switched over one at a time, and the move produced a 30K euros annual saving.',
      },
      slugs: ['process-improvement-legacy-system-migration-to-cloud-with-enhanced-features'],
    },
    {
      kind: 'links',
      id: 'compare',
      intro: {
        eyebrow: 'Explore further',
        title: 'The building blocks of a hybrid setup',
        lead: 'A hybrid platform combines the other two models; these pages cover each side and the services that tie them together.',
      },
      links: [
        {
          label: 'Private cloud',
          path: '/privatecloud',
          description: 'The on-premises side: OpenStack, VMware, Proxmox or bare-metal Kubernetes in your own facility.',
        },
        {
          label: 'Public cloud',
          path: '/publicloud',
          description: 'Landing zones, migrations and monthly cost reviews for the AWS, Azure or Google Cloud side.',
        },
        {
          label: 'Disaster recovery',
          path: '/disaster-recovery',
          description: 'Use a public cloud region as the recovery site for systems that run in your data center.',
        },
        {
          label: 'Cloud implementation',
          path: '/cloud-implementation-services',
          description: 'Build and migration work for both halves of the platform, delivered as code.',
        },
      ],
    },
  ],
  cta: {
    title: 'Decide where each workload should run',
    lead: 'Book a call with a cloud architect. We will look at your current estate and sketch a placement plan that covers residency, cost and the order of migration.',
  },
} as const satisfies InfoPageContent
