import type { InfoPageContent } from '../page-types'

export const hpcDatalabPage = {
  path: '/hpcdatalab',
  title: 'HPC Data Lab',
  seoDescription:
    'A managed HPC data lab with GPU and CPU partitions, Slurm queues, parallel storage, JupyterHub and reproducible software, run for your research teams.',
  hero: {
    image: '/images/pages/hpc-datalab.svg',
    eyebrow: 'HPC data lab',
    heading: 'An HPC data lab for research teams that need results, not queues',
    promise: 'A ready-to-use compute environment for simulations, data analysis and model training, operated by our engineers.',
    lead: [
      'Many research groups share one overloaded cluster, or have no cluster at all. The Stratora HPC data lab gives them GPU and CPU partitions, parallel storage, Slurm scheduling and browser access through JupyterHub, sized to the jobs they actually run.',
      'The lab can sit on your own hardware, in a public cloud account or across both. We handle scheduling policy, software builds, user accounts and support, so your scientists spend their time on data and results instead of cluster administration.',
    ],
    secondaryCta: { label: 'See how access works', href: '#access' },
  },
  blocks: [
    {
      kind: 'icon-cards',
      id: 'provides',
      intro: {
        eyebrow: 'What the lab provides',
        title: 'Everything a research workload needs, already wired together',
        lead: 'Compute, storage, interactive tools and a software stack that are configured, documented and monitored as one environment.',
      },
      items: [
        {
          icon: 'cpu',
          title: 'GPU and CPU partitions',
          description:
            'Separate partitions for GPU training and inference, general CPU batch work and high-memory jobs, so a genome assembly does not wait behind a week of deep learning runs.',
        },
        {
          icon: 'hard-drive',
          title: 'Parallel and tiered storage',
          description:
            'A parallel file system such as Lustre, BeeGFS or CephFS for scratch and active projects, with cheaper object storage for finished datasets and quotas set per group.',
        },
        {
          icon: 'layout-dashboard',
          title: 'JupyterHub and remote desktops',
          description:
            'Researchers open notebooks, RStudio sessions or a full remote Linux desktop in the browser, backed by cluster resources, without installing SSH clients or VPN software.',
        },
        {
          icon: 'timer',
          title: 'Slurm queues and fair share',
          description:
            'Slurm queues with fair-share priorities, time limits and reservations for deadlines, configured around how your groups work rather than a default template.',
        },
        {
          icon: 'container',
          title: 'Software stacks with Spack and Apptainer',
          description:
            'Compilers, MPI, CUDA and scientific libraries built with Spack and exposed as modules, plus Apptainer containers that pin a pipeline so it gives the same result next year.',
        },
        {
          icon: 'refresh-cw',
          title: 'Data transfer',
          description:
            'Globus endpoints, rsync over SSH and S3-compatible transfer for moving instrument output, collaborator datasets and results in and out of the lab, with checksums on arrival.',
        },
        {
          icon: 'life-buoy',
          title: 'User support',
          description:
            'A ticket queue answered by HPC engineers, job templates for common tools, help porting code to the GPU partition and short training sessions for each new cohort of users.',
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'audience',
      intro: {
        eyebrow: 'Who it is for',
        title: 'Teams whose work outgrew a workstation',
        lead: 'The lab suits groups with real compute demand but no wish to hire and manage a cluster team of their own.',
      },
      items: [
        {
          icon: 'microscope',
          title: 'Research groups',
          description:
            'Life sciences, chemistry, physics and climate groups running molecular dynamics, genomics pipelines, image analysis or model ensembles on data that grows every month.',
        },
        {
          icon: 'wrench',
          title: 'Engineering simulation teams',
          description:
            'CFD, finite element and crash simulation users who need many cores and fast interconnects for a design cycle, then much less capacity between projects.',
        },
        {
          icon: 'brain',
          title: 'Machine learning teams',
          description:
            'Data scientists training and fine-tuning models on GPUs who want scheduled, shared access to accelerators instead of a waiting list for one overbooked server.',
        },
        {
          icon: 'graduation-cap',
          title: 'Universities and startups without a cluster',
          description:
            'Departments, spin-outs and young companies that need serious compute for a grant, a thesis cohort or a product milestone before a cluster of their own makes sense.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'access',
      intro: {
        eyebrow: 'How to get access',
        title: 'From first request to running jobs in five steps',
        lead: 'Most groups submit their first production jobs within a few weeks of the scoping call; a lab that needs new hardware takes longer.',
      },
      steps: [
        {
          title: 'Request',
          description:
            'Tell us who the users are, which codes and tools they run, roughly how much data they hold and where it must stay. A short description or an existing job script is enough to start.',
        },
        {
          title: 'Scoping call',
          description:
            'An HPC engineer reviews your workloads with your lead researcher, checks software licenses and data rules, and proposes partitions, storage and an allocation size in writing.',
        },
        {
          title: 'Allocation and onboarding',
          description:
            'We create project accounts, quotas and Slurm associations, build the software your group needs, and run a training session with job templates for your most common tasks.',
        },
        {
          title: 'Running jobs',
          description:
            'Your users submit batch jobs and open notebook sessions while we watch queues, storage and node health, answer tickets and tune settings when a workload behaves badly.',
        },
        {
          title: 'Review',
          description:
            'Each quarter we share usage per project, queue wait times and open issues, and agree whether to resize the allocation, add a partition or retire capacity that sits idle.',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'model',
      intro: {
        eyebrow: 'Usage model',
        title: 'Allocations sized to your projects',
        lead: 'You pay for the capacity and support your groups need, with every cost traced back to a project.',
      },
      paragraphs: [
        'Access to the lab is organized as allocations. Each project or research group receives a share of CPU core-hours, GPU-hours and storage for a defined period, and Slurm accounting records what every job consumes. Group leads see their balance and their history at any time, and finance teams receive a monthly report that maps usage to grants, cost centers or products.',
        'Capacity comes in two forms. Reserved capacity is a fixed set of nodes held for your organization over an agreed term, which suits steady workloads and groups that need guaranteed access before a deadline. On-demand capacity is added in a public cloud when the queue fills up and is released when the jobs finish, so a conference deadline or a large parameter sweep does not require buying hardware that then sits idle.',
        'Most organizations combine the two: a reserved base for everyday work plus on-demand bursts for peaks. We quote each lab after the scoping call, because the right mix depends on your codes, data volumes and where the hardware lives, and we review the mix with you at every quarterly review.',
      ],
    },
    {
      kind: 'stories',
      id: 'stories',
      intro: {
        eyebrow: 'Proof',
        title: 'A research cluster that researchers use again',
        lead: 'For a pharmaceutical research group in Western Europe, we retuned Slurm scheduling, moved hot data to faster storage tiers and added JupyterHub access, for a 30% performance gain on research workloads.',
      },
      slugs: ['optimizing-datalab-hpc-for-enhanced-performance-and-user-experience'],
    },
    {
      kind: 'faq',
      id: 'faq',
      intro: {
        eyebrow: 'FAQ',
        title: 'Questions about the HPC data lab',
        lead: 'What research leads and IT managers usually ask before their groups move in.',
      },
      items: [
        {
          id: 'item-1',
          question: 'Can the lab run on hardware we already own?',
          answers: [
            'Yes. We can take over an existing cluster, rebuild its scheduler and software stack and run it as the lab, or add cloud partitions beside it. If you have no hardware, we build the lab in your cloud account or on servers supplied through our customized hardware service.',
          ],
        },
        {
          id: 'item-2',
          question: 'How do you keep sensitive research data protected?',
          answers: [
            'Each group gets its own project directories, Unix groups and storage quotas, and access runs through your single sign-on. Data stays in the region you choose, is encrypted at rest and in transit, and every login and transfer is logged.',
            'For clinical or personal data we can add a separate partition with stricter network rules and no outbound internet access.',
          ],
        },
        {
          id: 'item-3',
          question: 'Can we bring our own software and licensed applications?',
          answers: [
            'Yes. We build open source tools with Spack and package your own pipelines as Apptainer containers. Commercial codes such as CFD or chemistry packages run against your existing license servers, and we set Slurm license counts so jobs wait for a free seat instead of failing.',
          ],
        },
        {
          id: 'item-4',
          question: 'What happens when our allocation runs out before the project ends?',
          answers: [
            'Group leads see their balance in the usage reports, so a shortfall rarely comes as a surprise. When it happens, we can top up the allocation with on-demand cloud capacity within days, or move unused hours from another project with your approval.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Give your researchers a cluster that keeps up',
    lead: 'Send us a description of your workloads and users. We will propose partitions, storage and an allocation model in a scoping call, with no commitment attached.',
  },
} as const satisfies InfoPageContent
