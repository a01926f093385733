import type { InfoPageContent } from '../page-types'
import { companyFigures } from '../company-figures'

export const privateCloudPage = {
  path: '/privatecloud',
  title: 'Private Cloud',
  seoDescription:
    'Private cloud design and operations: OpenStack, VMware or bare-metal Kubernetes in your own data center, with self-service provisioning, monitoring and backups.',
  hero: {
    image: '/images/pages/private-cloud.svg',
    eyebrow: 'Private cloud',
    heading: 'Private cloud on your hardware, run like a public one',
    promise:
      'Self-service infrastructure in your own data center, with the automation, monitoring and controls your teams expect from AWS or Azure.',
    lead: [
      'Some workloads have to stay on infrastructure you control: regulated patient or financial data, sensitive research, or steady compute loads that cost less on owned servers. Stratora designs and builds private clouds on OpenStack, VMware, Proxmox or bare-metal Kubernetes, in your data center or a colocation facility you choose.',
      'Developers request virtual machines, clusters and storage through APIs and pipelines, while quotas, logging, patching and backups are defined as code. We can operate the platform for you or train your own operations team to run it, and either way you keep full ownership of the hardware, the configuration and the data.',
    ],
    secondaryCta: { label: 'See what we deliver', href: '#strategy' },
  },
  blocks: [
    {
      kind: 'figures',
      id: 'proof',
      intro: {
        eyebrow: 'Track record',
        title: 'Infrastructure our clients own and understand',
        lead: 'Company-wide delivery figures, plus two results from research infrastructure we reorganized on behalf of clients.',
      },
      figures: [
        companyFigures.projects,
        companyFigures.clients,
        { value: '50K euros', label: 'saved by consolidating research IT' },
        { value: '30%', label: 'performance gain on research workloads' },
      ],
    },
    {
      kind: 'strategy-groups',
      id: 'strategy',
      intro: {
        eyebrow: 'Our private cloud services',
        title: 'Four service groups, from first assessment to daily operations',
        lead: 'Take the whole path with us, or only the group your own team cannot cover.',
      },
      groups: [
        {
          id: 'assessment-and-design',
          name: 'Assessment and design',
          points: [
            'Inventory of current servers, storage, network and licenses',
            'Workload sizing from measured utilization rather than vendor defaults',
            'Platform choice between OpenStack, VMware, Proxmox and bare-metal Kubernetes',
            'Hardware bill of materials for your data center or colocation site',
            'Cost comparison against running the same workloads on a public cloud',
          ],
        },
        {
          id: 'build-and-automation',
          name: 'Build and automation',
          points: [
            'Repeatable cluster deployment with Ansible and Terraform',
            'Self-service portal and APIs for virtual machines, networks and volumes',
            'Project quotas, tenant isolation and role-based access',
            'Ceph or vendor storage with replicated, snapshot-backed volumes',
            'Kubernetes clusters for container workloads on the same hardware',
          ],
        },
        {
          id: 'operations-and-security',
          name: 'Operations and security',
          points: [
            'Monitoring and alerting with Prometheus, Grafana and centralized logs',
            'Automated patching and rolling platform upgrades',
            'Backup policies with off-site copies and scheduled restore tests',
            'Hardening against CIS benchmarks and network segmentation',
            'On-call support under a monthly agreement, or runbooks for your own team',
          ],
        },
        {
          id: 'migration-and-modernization',
          name: 'Migration and modernization',
          points: [
            'Moving virtual machines off aging hypervisors or expensive license renewals',
            'VMware to OpenStack or Proxmox migration with a planned cutover per workload',
            'Containerizing applications that are ready for Kubernetes',
            'Cost reports and chargeback per team or project',
            'Links to AWS, Azure or Google Cloud for bursting and off-site recovery',
          ],
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'benefits',
      intro: {
        eyebrow: 'Benefits',
        title: 'What a well-run private cloud gives you',
        lead: 'The control of owning the hardware, without the ticket queues that usually come with it.',
      },
      items: [
        {
          icon: 'lock',
          title: 'Full control over your data',
          description:
            'Data stays on hardware you own, in a location you choose, which makes it simple to tell regulators, auditors and customers exactly where it lives.',
        },
        {
          icon: 'wallet',
          title: 'Predictable cost for steady workloads',
          description:
            'Systems that run at a steady load all year often cost less on owned or leased servers than on hourly instances. We model both options before you commit.',
        },
        {
          icon: 'zap',
          title: 'Self-service for developers',
          description:
            'Teams provision what they need through APIs, Terraform and pipelines instead of raising a ticket and waiting for an administrator to find time.',
        },
        {
          icon: 'cpu',
          title: 'Hardware fitted to the workload',
          description:
            'GPU nodes, high-memory servers or fast local storage are specified exactly, without waiting for a provider to offer the right instance type in your region.',
        },
        {
          icon: 'file-text',
          title: 'A platform described as code',
          description:
            'The whole platform lives in version-controlled configuration, so a rebuild, an audit or a handover starts from the repository rather than from memory.',
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'when-to-choose',
      intro: {
        eyebrow: 'When to choose it',
        title: 'When a private cloud is the right call',
        lead: 'A private platform pays off under specific conditions. If none of these apply, a public or hybrid setup is usually the better choice.',
      },
      items: [
        {
          icon: 'shield-check',
          title: 'Strict data residency rules',
          description:
            'Patient, financial or public-sector data that contracts or regulation require to stay in your own facilities or inside a named country.',
        },
        {
          icon: 'gauge',
          title: 'Steady, predictable demand',
          description:
            'Workloads that use most of their capacity around the clock, such as batch processing, research computing or internal business systems.',
        },
        {
          icon: 'hard-drive',
          title: 'Existing data center investment',
          description:
            'Racks, power and servers with years of useful life left, or a VMware estate that faces a costly license renewal.',
        },
        {
          icon: 'microscope',
          title: 'Specialized hardware near the data',
          description:
            'Research and engineering teams that need GPUs, large memory or low-latency storage close to the instruments that generate their data.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'how-it-works',
      intro: {
        eyebrow: 'How it works',
        title: 'From assessment to a running platform',
        lead: 'A typical private cloud project moves through four stages, each ending with a deliverable you review.',
      },
      steps: [
        {
          title: 'Assess',
          description:
            'Over two to three weeks we measure current utilization, list compliance requirements and compare private, public and hybrid options for your workloads.',
        },
        {
          title: 'Design',
          description:
            'We produce the target architecture, hardware list, network design and cost model, and review each of them with your infrastructure and security teams.',
        },
        {
          title: 'Build',
          description:
            'The platform is deployed as code in stages, starting with a pilot tenant, and a first set of workloads moves across to prove the design under real use.',
        },
        {
          title: 'Operate or hand over',
          description:
            'We either run the platform under a monthly agreement or train your operators, with runbooks for upgrades, capacity planning and incident response.',
        },
      ],
    },
    {
      kind: 'stories',
      id: 'stories',
      intro: {
        eyebrow: 'Success stories',
        title: 'Research infrastructure brought back under control',
        lead: 'A biotech lab in the Nordics saved 50K euros by consolidating research IT, and a pharmaceutical research group in Western Europe recorded a 30% performance gain after we retuned its shared HPC cluster.',
      },
      slugs: [
        'too-many-scientists-and-too-less-it-made-a-system-that-no-one-understands',
        'optimizing-datalab-hpc-for-enhanced-performance-and-user-experience',
      ],
    },
    {
      kind: 'links',
      id: 'compare',
      intro: {
        eyebrow: 'Compare options',
        title: 'Weigh a private cloud against the alternatives',
        lead: 'Most organizations end up using more than one model. These pages cover the others and the services around them.',
      },
      links: [
        {
          label: 'Public cloud',
          path: '/publicloud',
          description: 'See how landing zones on AWS, Azure and Google Cloud suit variable or fast-growing workloads.',
        },
        {
          label: 'Hybrid cloud',
          path: '/hybrid-cloud',
          description: 'Keep regulated systems on your own platform and run elastic workloads in a public cloud, under one operating model.',
        },
        {
          label: 'Cloud implementation',
          path: '/cloud-implementation-services',
          description: 'Our full service for building and migrating to public and private cloud platforms as code.',
        },
        {
          label: 'Disaster recovery',
          path: '/disaster-recovery',
          description: 'Protect a private cloud with off-site backups, replication and tested failover to a second site.',
        },
      ],
    },
  ],
  cta: {
    title: 'Find out whether a private cloud pays off for you',
    lead: 'Book a call and bring a rough inventory of your servers and workloads. We will tell you which of them belong on a private platform and which would cost less somewhere else.',
  },
} as const satisfies InfoPageContent
