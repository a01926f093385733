import type { ServiceContent } from '../service-types'
import { companyFigures } from '../company-figures'

export const customizedHardware = {
  slug: 'customized-hardware',
  hero: {
    promise: 'Hardware specified for your workload, delivered ready to run and managed for one predictable monthly fee.',
    lead: 'We size, source, build and look after GPU servers, edge devices, storage and lab clusters. You get machines configured for your software, installed where you need them, monitored around the clock and replaced when they age, without a large upfront purchase.',
    secondaryCta: { label: 'Talk to a hardware engineer', href: '/contactus' },
  },
  overview: {
    eyebrow: 'Customized hardware as a service',
    title: 'The right machines, without owning the hardware problem',
    lead: 'Some workloads belong on dedicated hardware. We make that hardware as easy to consume as a cloud service.',
    paragraphs: [
      'Customized hardware as a service means we design a hardware configuration around your workload, procure the components, assemble and burn-in test the systems, install them at your site or a colocation facility, and keep them healthy for the life of the contract. You pay a monthly fee that covers the equipment, support and spare parts.',
      'It suits research labs that need GPU capacity every day, manufacturers running inference at the edge of a production line, and companies whose steady workloads cost more in the public cloud than on their own machines. It also suits teams that must keep sensitive data on premises. Startups training their first models use it to avoid a large purchase before product-market fit.',
      'Because we run the hardware, your engineers stay focused on models, simulations and applications. Firmware updates, failed disks, capacity planning and end-of-life refreshes become our responsibility, tracked in a shared portal and reported monthly. You keep full control of the software and data on the machines, and we touch only what the agreed maintenance tasks require.',
    ],
  },
  offerings: {
    eyebrow: 'What we offer',
    title: 'Hardware built around the job it has to do',
    lead: 'Every configuration starts from your software and data, not from a catalog.',
    items: [
      {
        icon: 'cpu',
        title: 'GPU servers for AI and simulation',
        description:
          'Multi-GPU servers with NVIDIA or AMD accelerators, balanced CPU, memory and NVMe storage, and fast networking, configured with drivers, CUDA or ROCm and container runtimes for training, inference or simulation.',
      },
      {
        icon: 'radar',
        title: 'Edge devices and gateways',
        description:
          'Rugged compact computers for factories, vehicles, clinics and retail sites, running vision or sensor workloads locally, with remote management, secure boot and over-the-air updates.',
      },
      {
        icon: 'microscope',
        title: 'Lab and research clusters',
        description:
          'Small to mid-size clusters with a scheduler, shared storage and user management, sized for a research group and ready for scientists to submit jobs from the first week.',
      },
      {
        icon: 'hard-drive',
        title: 'Storage systems',
        description:
          'Tiered storage with fast NVMe for active data and dense capacity for archives, using Ceph or ZFS, with snapshots, replication and backup to a second site or cloud bucket.',
      },
      {
        icon: 'activity',
        title: 'Monitoring and lifecycle management',
        description:
          'Health, temperature and utilization monitoring with Prometheus and Grafana, firmware and operating system patching, warranty handling and replacement of failed parts within agreed response times.',
      },
      {
        icon: 'refresh-cw',
        title: 'Refresh and secure decommissioning',
        description:
          'Planned upgrades when workloads outgrow the hardware, and certified data wiping with documented chain of custody when equipment is retired or returned at the end of its term.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Benefits',
    title: 'Why clients rent instead of buy',
    lead: 'The model turns a capital project with long-term risk into an operating service with a clear scope.',
    items: [
      {
        icon: 'wallet',
        title: 'No large upfront purchase',
        description:
          'Equipment costs are spread into a monthly fee, keeping capital free for hiring and research and simplifying budget approval.',
      },
      {
        icon: 'target',
        title: 'Sized to your real workload',
        description:
          'We benchmark your own jobs before specifying hardware, so you avoid paying for idle accelerators or discovering a memory bottleneck after delivery.',
      },
      {
        icon: 'coins',
        title: 'Predictable running costs',
        description:
          'One fee covers equipment, support, spares and monitoring. For steady, heavy workloads this is often easier to forecast than usage-based cloud billing.',
      },
      {
        icon: 'handshake',
        title: 'One accountable partner',
        description:
          'A single team answers for specification, vendors, installation and repairs, instead of you coordinating a reseller, an integrator and several warranty desks.',
      },
      {
        icon: 'lock',
        title: 'Data stays where you decide',
        description:
          'Systems run on your premises or in a chosen colocation site, which helps with data residency, confidentiality clauses and regulator expectations.',
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'From workload profile to managed fleet',
    lead: 'Most first deliveries arrive within six to twelve weeks of sign-off, depending mostly on component availability.',
    steps: [
      {
        title: 'Workload assessment',
        description:
          'In one to two weeks we profile your jobs, data volumes, growth plans and site constraints such as power, cooling and rack space, and benchmark representative workloads where possible.',
      },
      {
        title: 'Specification and proposal',
        description:
          'You receive a bill of materials, rack and network diagrams, power estimates and a monthly price with service levels, plus alternative configurations where trade-offs are worth discussing.',
      },
      {
        title: 'Build and burn-in',
        description:
          'We procure components, assemble and cable the systems, install the operating system and software stack, and run stress tests for several days to catch faulty parts before delivery.',
      },
      {
        title: 'Installation and acceptance',
        description:
          'Our engineers install the hardware at your site or colocation facility, connect it to your network and identity systems, and run agreed acceptance tests with your team.',
      },
      {
        title: 'Managed operation and refresh',
        description:
          'We monitor, patch and repair the fleet for the contract term, report utilization monthly and plan upgrades or replacements before performance or warranty coverage becomes a problem.',
      },
    ],
  },
  technologies: {
    eyebrow: 'Technologies',
    title: 'Components and software we work with',
    lead: 'We choose components per project on performance, availability and support, and standardize the software stack so every system is managed the same way.',
    items: [
      { name: 'NVIDIA', logo: 'nvidia' },
      { name: 'AMD', logo: 'amd' },
      { name: 'Intel', logo: 'intel' },
      { name: 'Dell', logo: 'dell' },
      { name: 'Supermicro', logo: 'supermicro' },
      { name: 'Ubuntu', logo: 'ubuntu' },
      { name: 'Red Hat Enterprise Linux', logo: 'redhat' },
      { name: 'Proxmox', logo: 'proxmox' },
      { name: 'Ceph', logo: 'ceph' },
      { name: 'MAAS', logo: 'maas' },
      { name: 'Ansible', logo: 'ansible' },
      { name: 'Grafana', logo: 'grafana' },
    ],
  },
  proof: {
    eyebrow: 'Proof',
    title: 'Research infrastructure that works harder',
    lead: 'We retuned a pharmaceutical research cluster with idle GPUs and slow storage, and consolidated years of ad hoc servers at a Nordic biotech lab into a documented, managed platform.',
    figures: [
      { value: '30%', label: 'performance gain on research workloads' },
      { value: '50K euros', label: 'saved by consolidating research IT' },
      companyFigures.workforce,
    ],
    stories: [
      'optimizing-datalab-hpc-for-enhanced-performance-and-user-experience',
      'too-many-scientists-and-too-less-it-made-a-system-that-no-one-understands',
    ],
  },
  faqs: [
    {
      id: 'item-1',
      question: 'What does the monthly fee include?',
      answers: [
        'The fee covers the hardware itself, installation, the base software stack, monitoring, patching, spare parts and repairs within the agreed response time. Power, cooling and rack space are included when we host the systems in colocation; on your premises they stay with you. Every inclusion is itemized in the proposal, so there are no surprise charges.',
      ],
    },
    {
      id: 'item-2',
      question: 'How long are contracts, and what happens at the end?',
      answers: [
        'Terms are set to match the useful life of the equipment, agreed per project. At the end you can refresh to new hardware on a new term, extend the current systems, or return them.',
        'Returned equipment is wiped to a recognized data sanitization standard, and you receive a certificate for every drive.',
      ],
    },
    {
      id: 'item-3',
      question: 'Where does the hardware live?',
      answers: [
        'Wherever suits your workload and regulations: in your own server room or lab, in a colocation data center of your choice, or at edge sites such as factories and stores. We check power, cooling, weight and network connectivity during the assessment, so the installation team arrives with the right equipment.',
      ],
    },
    {
      id: 'item-4',
      question: 'How quickly can you deliver GPU servers?',
      answers: [
        'Lead times depend on current supply of accelerators and high-capacity memory, which changes month to month. We confirm availability and a delivery date in the proposal. When time matters more than a specific model, we offer in-stock alternatives or interim cloud capacity until the hardware arrives.',
      ],
    },
    {
      id: 'item-5',
      question: 'What happens when a component fails?',
      answers: [
        'Monitoring usually flags a failing disk, fan or power supply before it stops. We open the ticket ourselves, ship the part and replace it within the response time in your service level, on site or with remote hands at the colocation facility. Redundant configurations keep critical systems running during the repair.',
      ],
    },
    {
      id: 'item-6',
      question: 'Who has access to our systems and data?',
      answers: [
        'You control administrative access. Our engineers use named accounts with multi-factor authentication, only for agreed maintenance tasks, and every session is logged. Disks can be encrypted with keys you hold, and failed drives are wiped before they leave your site unless your policy says otherwise.',
      ],
    },
  ],
  cta: {
    title: 'Size your next cluster with us',
    lead: 'Send us a description of your workload and where it needs to run. We will come back with a configuration, a monthly price and a realistic delivery date.',
  },
} as const satisfies ServiceContent
