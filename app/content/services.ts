import type { ServiceEntry } from './types'

// The service registry: routes, navigation, home cards and the sitemap all read this list,
// so adding a service is one entry here (plus its page content).
export const services = [
  {
    slug: 'business-intelligence',
    path: '/business-intelligence',
    name: 'Business Intelligence',
    desc: 'Warehouses, semantic models and dashboards that give every team one trusted set of numbers.',
    img: '/images/services/business-intelligence.svg',
    seoDescription:
      'Business intelligence services: data warehouses, semantic models and Power BI or Looker dashboards that give every team one trusted set of numbers.',
  },
  {
    slug: 'bot-development',
    path: '/bot-development',
    name: 'Bot Development',
    desc: 'Chat and voice assistants that answer customers, route tickets and automate routine back-office work.',
    img: '/images/services/bot-development.svg',
    seoDescription:
      'Bot development: chat and voice assistants that answer customers, route support tickets and automate repetitive back-office tasks across your systems.',
  },
  {
    slug: 'block-chain',
    path: '/block-chain',
    name: 'Blockchain',
    desc: 'Smart contracts, permissioned ledgers and wallet integrations built, audited and operated.',
    img: '/images/services/block-chain.svg',
    seoDescription:
      'Blockchain development: audited smart contracts, permissioned ledgers on Hyperledger Fabric and wallet integrations for traceability and settlement.',
  },
  {
    slug: 'cloud-implementation',
    path: '/cloud-implementation-services',
    name: 'Cloud Implementation',
    desc: 'Public and private cloud landing zones, migrations and platforms built as code on AWS, Azure and Google Cloud.',
    img: '/images/services/cloud-implementation.svg',
    seoDescription:
      'Public and private cloud implementation: landing zones, migrations and platforms built as code on AWS, Azure, Google Cloud and OpenStack.',
  },
  {
    slug: 'customized-hardware',
    path: '/customized-hardware-service',
    name: 'Customized Hardware as a Service',
    desc: 'GPU servers, edge devices and lab clusters specified, delivered and managed for a monthly fee.',
    img: '/images/services/customized-hardware.svg',
    seoDescription:
      'Customized hardware as a service: GPU servers, edge devices and lab clusters specified, delivered and managed for a predictable monthly fee.',
  },
  {
    slug: 'devsecops',
    path: '/devsecops-as-a-service',
    name: 'DevSecOps as a Service',
    desc: 'Pipelines with security scanning, policy as code and on-call operations run by our engineers.',
    img: '/images/services/devsecops.svg',
    seoDescription:
      'DevSecOps as a service: CI/CD pipelines with built-in security scanning, policy as code, observability and on-call operations run by our engineers.',
  },
  {
    slug: 'generative-ai',
    path: '/generative-ai-development',
    name: 'Generative AI',
    desc: 'Retrieval-augmented assistants, document automation and LLM features evaluated before they ship.',
    img: '/images/services/generative-ai.svg',
    seoDescription:
      'Generative AI development: retrieval-augmented assistants, document automation and LLM features with evaluation, guardrails and cost controls.',
  },
  {
    slug: 'game-development',
    path: '/game-development',
    name: 'Game Development',
    desc: 'Unity and Unreal games, simulations and multiplayer back ends from prototype to live operations.',
    img: '/images/services/game-development.svg',
    seoDescription:
      'Game development with Unity and Unreal Engine: mobile and PC games, training simulations and scalable multiplayer back ends, from prototype to live ops.',
  },
  {
    slug: 'hpc',
    path: '/high-performance-computing-as-a-service',
    name: 'HPC as a Service',
    desc: 'Distributed, cloud, containerized and custom high-performance computing, sized to your workloads.',
    img: '/images/services/hpc.svg',
    seoDescription:
      'High-performance computing as a service: distributed, cloud, containerized and custom HPC clusters with Slurm, MPI and GPUs, sized to your workloads.',
  },
  {
    slug: 'machine-learning',
    path: '/machine-learning',
    name: 'Machine Learning as a Service',
    desc: 'Forecasting, classification and vision models taken from notebook to monitored production.',
    img: '/images/services/machine-learning.svg',
    seoDescription:
      'Machine learning as a service: forecasting, classification and computer vision models taken from notebook to monitored production with MLOps.',
  },
  {
    slug: 'mobile-app-development',
    path: '/mobile-app-development',
    name: 'Mobile App Development',
    desc: 'Native and cross-platform iOS and Android apps designed, built, released and maintained.',
    img: '/images/services/mobile-app-development.svg',
    seoDescription:
      'Mobile app development for iOS and Android: native Swift and Kotlin or cross-platform Flutter and React Native apps, designed, built and released.',
  },
  {
    slug: 'quality-assurance',
    path: '/quality-assurance-services',
    name: 'Quality Assurance',
    desc: 'Core, automation, security and special testing that catches defects before your customers do.',
    img: '/images/services/quality-assurance.svg',
    seoDescription:
      'Quality assurance services: core functional testing, test automation, security testing and special testing for performance, accessibility and devices.',
  },
  {
    slug: 'quantum-computing',
    path: '/quantum-computing',
    name: 'Quantum Computing',
    desc: 'Feasibility studies, algorithm prototypes and hybrid quantum-classical workflows on real hardware.',
    img: '/images/services/quantum-computing.svg',
    seoDescription:
      'Quantum computing services: feasibility studies, algorithm prototypes in Qiskit and Cirq, and hybrid quantum-classical workflows on real hardware.',
  },
  {
    slug: 'resourcing',
    path: '/resourcing',
    name: 'Resourcing',
    desc: 'Vetted cloud, data and software engineers who join your team within weeks, not quarters.',
    img: '/images/services/resourcing.svg',
    seoDescription:
      'IT resourcing and staff augmentation: vetted cloud, data, AI and software engineers who join your team within weeks, on flexible monthly terms.',
  },
  {
    slug: 'serverless',
    path: '/serverless-services-deployment',
    name: 'Serverless Deployment',
    desc: 'Event-driven back ends on Lambda, Azure Functions and Cloud Run that scale to zero and cost less.',
    img: '/images/services/serverless.svg',
    seoDescription:
      'Serverless deployment: event-driven back ends on AWS Lambda, Azure Functions and Cloud Run that scale to zero; 20+ clients, 50+ projects delivered.',
  },
] as const satisfies readonly ServiceEntry[]

export type ServiceSlug = (typeof services)[number]['slug']

export function getServiceByPath(pathname: string) {
  return services.find((service) => service.path === pathname)
}

export function getServiceBySlug(slug: string) {
  return services.find((service) => service.slug === slug)
}
