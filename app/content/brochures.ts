import type { ServiceSlug } from './services'

// The brochure collection: one PDF per service family, generated at build time from the site's own
// content. `description` is shown on the brochures page; `summary` is printed on the brochure's first
// page under the title. Every service in the registry belongs to exactly one brochure.

export type Brochure = {
  slug: string
  title: string
  description: string
  summary: readonly string[]
  services: readonly ServiceSlug[]
}

export const brochures = [
  {
    slug: 'cloud-and-devops',
    title: 'Cloud and DevOps services',
    description:
      'Cloud landing zones and migrations, event-driven serverless back ends and secure delivery pipelines on AWS, Azure and Google Cloud, built as code and run by our engineers.',
    summary: [
      'This brochure covers the services that put your systems on a modern cloud platform and keep them there safely. Cloud implementation builds public and private landing zones, migrates workloads and codifies infrastructure with Terraform. Serverless deployment moves suitable back ends to AWS Lambda, Azure Functions or Cloud Run, where they scale to zero between requests. Our serverless work alone spans 20+ clients on 50+ projects, with about three million USD savings.',
      'DevSecOps as a service ties these together with pipelines that build, scan and release every change, policy as code that blocks risky configurations before they reach production, and on-call operations handled by our engineers. Each section below describes what we deliver, how an engagement runs from assessment to handover, and the tools we use, so your team can judge the fit before the first call.',
    ],
    services: ['cloud-implementation', 'serverless', 'devsecops'],
  },
  {
    slug: 'data-and-ai',
    title: 'Data and AI services',
    description:
      'Business intelligence, machine learning, generative AI and bot development: from a trusted data warehouse to models and assistants running in production on your own data.',
    summary: [
      'Data and AI projects succeed or fail on the foundations, so this brochure starts with business intelligence: pipelines, a governed warehouse and dashboards that give every team one set of numbers. Machine learning as a service builds on that data with forecasting, classification and vision models taken from notebook to monitored production, with retraining and drift alerts in place from the first release.',
      'Generative AI and bot development put language models to work on everyday tasks: retrieval-augmented assistants that cite their sources, document extraction, and chat or voice bots that answer customers and route tickets. Every solution is evaluated against real questions before it ships and runs under your access rules and budget. The sections that follow explain each service, a typical delivery plan and the technologies involved.',
    ],
    services: ['business-intelligence', 'machine-learning', 'generative-ai', 'bot-development'],
  },
  {
    slug: 'engineering-and-quality',
    title: 'Engineering and quality services',
    description:
      'Mobile apps, games and simulations, blockchain systems, quality assurance and vetted engineers for your own team: software built, tested and released by one accountable partner.',
    summary: [
      'This brochure brings together the services that build and prove software. Mobile app development delivers native and cross-platform iOS and Android apps from design to store release. Game development covers Unity and Unreal games, training simulations and multiplayer back ends. Blockchain work ranges from audited smart contracts to permissioned ledgers and wallet integrations for traceability and settlement.',
      'Quality assurance runs through all of it with core functional testing, test automation, security testing and special testing for performance, accessibility and devices. When you would rather grow your own team, resourcing places vetted cloud, data and software engineers with you on flexible monthly terms. Each section describes the scope, the delivery steps and the tools we use, so you can compare options side by side.',
    ],
    services: ['mobile-app-development', 'game-development', 'quality-assurance', 'block-chain', 'resourcing'],
  },
  {
    slug: 'hpc-and-quantum',
    title: 'HPC and quantum services',
    description:
      'High-performance computing as a service, quantum computing feasibility and prototypes, and customized hardware delivered and managed for a monthly fee, for compute-heavy research and engineering.',
    summary: [
      'This brochure is for teams whose work is limited by compute. HPC as a service designs and operates distributed, cloud, containerized and custom clusters with Slurm, MPI and GPUs, sized to simulations, genomics pipelines and model training. Customized hardware as a service supplies the GPU servers, edge devices and lab clusters behind that work, specified, delivered and maintained for a predictable monthly fee.',
      'Quantum computing looks further ahead: feasibility studies that test whether a problem suits quantum methods, algorithm prototypes in Qiskit and Cirq, and hybrid quantum-classical workflows run on real hardware. The sections that follow explain how each engagement starts, what you receive at each stage and which platforms we work with, so research leads and finance teams can plan together.',
    ],
    services: ['hpc', 'quantum-computing', 'customized-hardware'],
  },
] as const satisfies readonly Brochure[]

/** Where a brochure's PDF is served; prerendering writes it to build/client/brochures/<slug>.pdf. */
export function brochureHref(slug: string) {
  return `/brochures/${slug}.pdf` as const
}

export function getBrochure(slug: string) {
  return brochures.find((brochure) => brochure.slug === slug)
}
