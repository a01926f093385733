import type { ServiceContent } from '../service-types'
import { companyFigures } from '../company-figures'

export const cloudImplementation = {
  slug: 'cloud-implementation',
  hero: {
    promise: 'Secure, cost-aware cloud environments built as code, on public providers, your own data center, or both.',
    lead: 'We design and build landing zones on AWS, Azure and Google Cloud, private clouds on OpenStack and VMware, and the network links between them. Then we migrate your applications in planned waves and hand over an environment your team can run.',
    secondaryCta: { label: 'See our implementation process', href: '#process' },
  },
  overview: {
    eyebrow: 'Cloud implementation',
    title: 'Public, private and hybrid clouds, built the same disciplined way',
    lead: 'Whichever cloud you choose, you get the same foundation: identity, networking, security and cost controls defined in code.',
    paragraphs: [
      'Cloud implementation is the work between deciding to use the cloud and running production there. It covers account structure, identity, networking, security baselines, logging and budgets, followed by the move of real workloads. Done well, every new project starts on a compliant, monitored platform instead of a hand-built one-off. Our job ends when your team can operate it with confidence.',
      'We work with companies making their first move off on-premises servers, with teams whose early cloud accounts have grown messy, and with regulated organizations that must keep some data in a private cloud. Our public cloud, private cloud and hybrid cloud pages go deeper on each model. We also take over half-finished implementations and bring them to one consistent standard.',
      'All infrastructure is written in Terraform or OpenTofu and deployed through pipelines, so environments can be reviewed, reproduced and rolled back like application code. Changes pass automated policy checks before they reach any environment, and drift from the approved state is detected and reported daily. Your engineers pair with ours throughout, and they own the result.',
    ],
  },
  offerings: {
    eyebrow: 'What we offer',
    title: 'Implementation services for every cloud model',
    lead: 'Pick the model that fits your workloads and regulations; we build each with the same controls.',
    items: [
      {
        icon: 'cloud',
        title: 'Public cloud implementation',
        description:
          'Multi-account landing zones on AWS, Azure or Google Cloud with single sign-on, hub-and-spoke networking, guardrail policies, central logging and budget alerts, ready for your first production workload.',
      },
      {
        icon: 'server',
        title: 'Private cloud implementation',
        description:
          'Self-service private clouds on OpenStack, VMware or Kubernetes in your data center or a colocation facility, with tenant isolation, quotas, software-defined storage and an API your teams can automate against.',
      },
      {
        icon: 'network',
        title: 'Hybrid cloud connectivity',
        description:
          'Site-to-site VPN or dedicated interconnects, shared DNS and identity, and consistent policies across on-premises and public environments, so workloads can sit where latency, cost or regulation requires.',
      },
      {
        icon: 'rocket',
        title: 'Application migration',
        description:
          'Discovery of dependencies, a wave plan, and rehosting, replatforming or refactoring of each application, with rehearsed cutovers, rollback plans and validation tests agreed with application owners.',
      },
      {
        icon: 'layers',
        title: 'Landing zones as code',
        description:
          'Reusable Terraform modules and pipeline templates for accounts, networks and security controls, so new environments are created through a pull request in minutes rather than tickets over weeks.',
      },
      {
        icon: 'container',
        title: 'Container platforms',
        description:
          'Managed Kubernetes or OpenShift clusters with GitOps deployment through Argo CD, autoscaling, secrets management and observability, shared safely by several product teams.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Benefits',
    title: 'What a solid cloud foundation gives your teams',
    lead: 'Spend the effort once on the platform and every project after it moves faster and safer.',
    items: [
      {
        icon: 'zap',
        title: 'New environments on demand',
        description:
          'Teams request an account or namespace through code review and receive it preconfigured with networking, access and monitoring the same day.',
      },
      {
        icon: 'shield-check',
        title: 'Security built into the baseline',
        description:
          'Encryption, logging, least-privilege access and policy guardrails apply automatically, so audits check a standard rather than dozens of custom setups.',
      },
      {
        icon: 'trending-down',
        title: 'Run costs under control',
        description:
          'Tagging, budgets, rightsizing and reserved capacity plans make spending visible per team and product, and stop forgotten resources from piling up.',
      },
      {
        icon: 'refresh-cw',
        title: 'Reproducible infrastructure',
        description:
          'Because everything is code, a region, test environment or disaster recovery site can be rebuilt from the repository instead of from memory.',
      },
      {
        icon: 'scale',
        title: 'Freedom to choose per workload',
        description:
          'Public, private and hybrid options share identity and tooling, so you can place each system on the right platform without doubling your operations effort.',
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'Five stages from assessment to handover',
    lead: 'A typical implementation, from assessment to the first migrated workloads, takes three to six months depending on the size of your estate.',
    steps: [
      {
        title: 'Assessment',
        description:
          'Over two to three weeks we inventory servers, applications and dependencies, review security and compliance needs, and deliver a target architecture, migration strategy per application and cost forecast.',
      },
      {
        title: 'Landing zone design',
        description:
          'We design the account or project hierarchy, network topology, identity integration and guardrail policies, and agree them with your security and operations teams in design reviews.',
      },
      {
        title: 'Build as code',
        description:
          'In four to six weeks we build the foundation in Terraform with CI pipelines, policy checks and monitoring, then prove it by deploying a pilot application end to end.',
      },
      {
        title: 'Migration waves',
        description:
          'Applications move in groups of related systems, each with a rehearsed cutover, rollback plan and post-migration tests. Waves usually run every two to three weeks.',
      },
      {
        title: 'Rightsizing and handover',
        description:
          'We rightsize resources, tune autoscaling and backups, train your operators and hand over runbooks and repositories, with optional managed operations afterward.',
      },
    ],
  },
  technologies: {
    eyebrow: 'Technologies',
    title: 'Platforms and tooling we implement',
    lead: 'We are provider-neutral and build with open, widely adopted infrastructure tooling that your team can hire for.',
    items: [
      { name: 'AWS' },
      { name: 'Microsoft Azure' },
      { name: 'Google Cloud', logo: 'googlecloud' },
      { name: 'OpenStack', logo: 'openstack' },
      { name: 'VMware', logo: 'vmware' },
      { name: 'Red Hat OpenShift', logo: 'redhatopenshift' },
      { name: 'Kubernetes', logo: 'kubernetes' },
      { name: 'Terraform', logo: 'terraform' },
      { name: 'Ansible', logo: 'ansible' },
      { name: 'Helm', logo: 'helm' },
      { name: 'Argo CD', logo: 'argo' },
      { name: 'GitHub Actions', logo: 'githubactions' },
    ],
  },
  proof: {
    eyebrow: 'Proof',
    title: 'Migrations that lowered the bill',
    lead: 'We moved a North American financial services firm from oversized virtual machines to Azure App Service and Azure Functions, and a Benelux freight operator from an aging on-premises application to a containerized cloud platform.',
    figures: [
      { value: '$30K to $10K', label: 'Azure run cost per year' },
      { value: '30K euros', label: 'annual saving after the move to cloud' },
      companyFigures.savings,
    ],
    stories: [
      'cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements',
      'process-improvement-legacy-system-migration-to-cloud-with-enhanced-features',
    ],
  },
  faqs: [
    {
      id: 'item-1',
      question: 'Should we choose public cloud, private cloud or a hybrid?',
      answers: [
        'Public cloud suits variable workloads and teams that want managed services. Private cloud suits steady, high-utilization workloads, strict data residency or hardware you already own. Many organizations end up hybrid.',
        'We make the call per application during the assessment, based on cost, latency, compliance and skills. Our public cloud, private cloud and hybrid cloud pages describe each model in more detail.',
      ],
    },
    {
      id: 'item-2',
      question: 'How long does a cloud implementation take?',
      answers: [
        'A landing zone with a pilot application is usually ready in six to eight weeks after the assessment. Migrating an estate then proceeds in waves every two to three weeks; a few dozen applications typically take three to six months in total. We give you a dated wave plan at the end of the assessment.',
      ],
    },
    {
      id: 'item-3',
      question: 'Will our applications have downtime during migration?',
      answers: [
        'We plan each cutover to keep downtime as short as the application allows. Databases are replicated ahead of time, and the final switch happens in an agreed maintenance window after a full rehearsal. Every wave has a tested rollback plan, and application owners sign off on validation tests before the old systems are retired.',
      ],
    },
    {
      id: 'item-4',
      question: 'How do you handle security and compliance requirements?',
      answers: [
        'Controls are part of the landing zone: single sign-on with multi-factor authentication, least-privilege roles, encryption by default, central audit logging and preventive policies that block non-compliant resources. We map these controls to the frameworks you report against, such as ISO 27001 or SOC 2, and provide the evidence your auditors ask for.',
      ],
    },
    {
      id: 'item-5',
      question: 'How is the work priced, and who runs the cloud afterward?',
      answers: [
        'The assessment is fixed price. Landing zone builds and migration waves are quoted per phase once the scope is known. Cloud provider charges are billed to your accounts directly.',
        'After handover your team can run the environment using our runbooks, or we can operate it under a managed services agreement with agreed response times.',
      ],
    },
  ],
  cta: {
    title: 'Plan your next move to the cloud',
    lead: 'Tell us what you run today and where you want it to go. We will suggest an assessment scope and show you what a first landing zone would include.',
  },
} as const satisfies ServiceContent
