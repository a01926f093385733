import type { ServiceContent } from "../service-types";
import { companyFigures } from '../company-figures'

export const hpc = {
  slug: "hpc",
  hero: {
    promise:
      "Compute capacity for simulations, modeling and AI training, sized to your jobs and run for you.",
    lead: "Stratora designs, builds and operates high-performance computing as a service: distributed clusters, HPC on AWS, Azure or Google Cloud, containerized workloads and custom systems. You submit jobs; we keep schedulers, nodes, storage and software stacks tuned and available.",
    secondaryCta: { label: "See the four HPC models", href: "#offerings" },
  },
  overview: {
    eyebrow: "HPC as a service",
    title: "High-performance computing without running a cluster team",
    lead: "We match the architecture to the workload: tightly coupled MPI jobs, GPU training runs and large batch sweeps each need something different.",
    paragraphs: [
      "HPC as a service gives your engineers and scientists a working compute platform without hiring specialists to build and operate it. We assess your codes and data, size the nodes, interconnect and storage, set up Slurm or Kubernetes scheduling, and take responsibility for uptime, security patches, user support and capacity planning under a single agreement.",
      "Typical users run computational fluid dynamics, finite element analysis, molecular dynamics, genomics pipelines, risk simulations and deep learning training. They work in engineering firms, pharmaceutical and biotech research, energy, finance and universities, and they share one problem: jobs wait in queues or stall on hardware that was never sized for them.",
      "We are not tied to one hardware vendor or cloud. The platform can sit in your data center, in a public cloud region, or across both with cloud bursting for peak demand. Every design choice is written down with its cost and performance trade-offs, so finance and research leads can see why the platform looks the way it does.",
    ],
  },
  offerings: {
    eyebrow: "What we offer",
    title: "Four ways to run HPC with us",
    lead: "Most clients combine two of these models, for example an on-premises cluster that bursts into the cloud.",
    items: [
      {
        icon: "network",
        title: "Distributed HPC",
        description:
          "Multi-node clusters with low-latency InfiniBand or RoCE networking, MPI-tuned software and Slurm scheduling, for tightly coupled simulations that must scale across dozens or hundreds of cores.",
      },
      {
        icon: "cloud",
        title: "HPC on cloud",
        description:
          "Elastic clusters on AWS ParallelCluster, Azure CycleCloud or Google Cloud Cluster Toolkit, with spot capacity, budgets per project and automatic shutdown of idle nodes between job waves.",
      },
      {
        icon: "container",
        title: "Containerized HPC",
        description:
          "Applications packaged with Apptainer or Docker and run under Slurm or Kubernetes, so the same tested environment runs on a laptop, the cluster and the cloud without rebuilding.",
      },
      {
        icon: "cpu",
        title: "Custom HPC",
        description:
          "Purpose-built systems for unusual workloads: GPU-dense nodes for training, high-memory servers for assembly and graph jobs, or parallel file systems tuned to your I/O patterns.",
      },
    ],
  },
  benefits: {
    eyebrow: "Benefits",
    title: "What HPC as a service changes for your teams",
    lead: "Researchers and engineers spend their time on results instead of on the machinery that produces them.",
    items: [
      {
        icon: "timer",
        title: "Shorter time to results",
        description:
          "Right-sized nodes, tuned schedulers and faster storage tiers shrink queue waits and run times, so more design iterations or experiments fit into each week.",
      },
      {
        icon: "scale",
        title: "Capacity that follows demand",
        description:
          "Burst to the cloud for deadlines and scale back afterward, instead of buying hardware for a peak that lasts only a few weeks a year.",
      },
      {
        icon: "wallet",
        title: "Clear cost per project",
        description:
          "Usage accounting by group and project shows what each study or product line consumes, which makes chargeback and grant reporting straightforward.",
      },
      {
        icon: "refresh-cw",
        title: "Reproducible software environments",
        description:
          "Containers and versioned Spack environments capture compilers, libraries and dependencies, so results can be rerun months later with the same stack.",
      },
      {
        icon: "life-buoy",
        title: "Specialists on call",
        description:
          "Our HPC engineers answer user tickets, debug failing jobs, install new applications and patch the platform, which removes that load from your scientists.",
      },
    ],
  },
  process: {
    eyebrow: "How we work",
    title: "How we deliver an HPC platform",
    lead: "A new cloud cluster can be running in a few weeks; an on-premises build follows hardware lead times.",
    steps: [
      {
        title: "Workload assessment",
        description:
          "Over two to three weeks we profile your main applications, measure CPU, GPU, memory and I/O demands, and deliver a sizing report comparing on-premises, cloud and hybrid options with costs.",
      },
      {
        title: "Architecture and benchmarks",
        description:
          "We design nodes, network, storage and scheduling policies, then benchmark your real jobs on candidate configurations so the final choice rests on measured run times.",
      },
      {
        title: "Build and software stack",
        description:
          "The cluster is deployed with Terraform and Ansible, applications are compiled or containerized, and monitoring, accounting and user access are configured and tested end to end.",
      },
      {
        title: "Onboarding and migration",
        description:
          "We move data and job scripts, run old and new systems side by side until results match, and train users with job templates and a short documentation site.",
      },
      {
        title: "Operations and tuning",
        description:
          "Under a monthly service we handle tickets, patches and capacity reviews, and report utilization and queue times each quarter with recommendations for the next change.",
      },
    ],
  },
  technologies: {
    eyebrow: "Technologies",
    title: "The HPC stack we run",
    lead: "Open, well-documented components that your own staff can learn and that outlast any single vendor.",
    items: [
      { name: "Slurm" },
      { name: "Open MPI" },
      { name: "NVIDIA CUDA", logo: "nvidia" },
      { name: "Apptainer" },
      { name: "Spack" },
      { name: "Kubernetes", logo: "kubernetes" },
      { name: "Lustre" },
      { name: "Ceph", logo: "ceph" },
      { name: "Rocky Linux", logo: "rockylinux" },
      { name: "Ansible", logo: "ansible" },
      { name: "Terraform", logo: "terraform" },
      { name: "JupyterHub", logo: "jupyter" },
    ],
  },
  proof: {
    eyebrow: "Proof",
    title: "HPC results from client projects",
    lead: "We retuned a shared research cluster for a pharmaceutical group in Western Europe and moved a retailer in India onto distributed compute for its demand models.",
    figures: [
      { value: "30%", label: "performance gain on research workloads" },
      { value: "3h to 1.5h", label: "ML run time" },
      companyFigures.projects,
    ],
    stories: [
      "optimizing-datalab-hpc-for-enhanced-performance-and-user-experience",
      "al-data-analytics-platform-to-empower-the-business",
    ],
  },
  faqs: [
    {
      id: "item-1",
      question: "Should our HPC run on premises, in the cloud or both?",
      answers: [
        "Steady, high utilization usually favors owned or leased hardware, while irregular demand, short deadlines and GPU experiments favor the cloud. Many teams end up hybrid. Our workload assessment compares the options with your actual job history and gives a three-year cost view for each.",
      ],
    },
    {
      id: "item-2",
      question: "How is HPC as a service priced?",
      answers: [
        "Assessment and build are quoted as fixed-price phases. Operations run on a monthly fee based on cluster size and support hours. Cloud consumption is billed to your own account, and for on-premises systems you can buy the hardware or lease it through our customized hardware service.",
      ],
    },
    {
      id: "item-3",
      question: "Can you run our licensed commercial applications?",
      answers: [
        "Yes. We install and tune commercial solvers such as Ansys, Abaqus or MATLAB alongside open-source codes, connect them to your license servers and set scheduler limits so licenses are not held by idle jobs. The licenses themselves remain in your name.",
      ],
    },
    {
      id: "item-4",
      question: "How do you protect sensitive research data?",
      answers: [
        "Clusters use single sign-on with your identity provider, project-level storage permissions, encryption at rest and in transit, and private network paths to cloud regions you choose. Access by our engineers is logged and limited to operations work, and we follow your data classification and retention rules.",
      ],
    },
    {
      id: "item-5",
      question: "How quickly can our researchers start running jobs?",
      answers: [
        "On a public cloud, a first cluster with your core applications is often ready within three to five weeks of the assessment. On-premises systems depend on hardware delivery. In both cases users get job templates and a short training session before they submit their first production run.",
      ],
    },
  ],
  cta: {
    title: "Tell us what your jobs need",
    lead: "Share your applications, data sizes and current run times, and we will propose a sizing plan and a benchmark on your own workloads.",
  },
} as const satisfies ServiceContent;
