import { companyFigures } from './company-figures'
import { services } from './services'
import type { Card, MethodologyStep, Milestone } from './types'
import type { TechnologyLogo } from './technology-logos'

// Home page copy. The "Let's Talk" primary action is rendered by the page itself.

export const hero = {
  eyebrow: 'Cloud, data and AI engineering',
  title: 'Cloud, data and AI systems built to ship and kept running',
  lead: 'We design, build and operate the platforms your business runs on, from cloud landing zones and HPC clusters to machine learning pipelines and mobile apps, with one senior team accountable from the first workshop to production support.',
  secondaryCta: { label: 'Explore our services', href: '#services' },
} as const

export const milestones = [
  { id: 'projects', end: 250, suffix: '+', description: 'Projects delivered' },
  { id: 'clients', end: 60, suffix: '+', description: 'Clients globally' },
  { id: 'workforce', end: 150, suffix: '+', description: 'Workforce globally' },
  { id: 'savings', end: 25, prefix: '$', suffix: 'M+', description: 'Savings delivered' },
] as const satisfies readonly Milestone[]

export const womenInWorkforce = {
  value: companyFigures.women.value,
  label: 'Women in our workforce',
  body: 'Half of our 150+ people are women, and we hire, promote and pay everyone on the same criteria.',
} as const

export const methodologySteps = [
  {
    number: 1,
    name: 'Planning',
    desc: 'We run a discovery workshop with your stakeholders, agree on goals, scope and success measures, and deliver a project charter with milestones, a risk register and a named team for each phase.',
  },
  {
    number: 2,
    name: 'Analysis',
    desc: 'We review your current systems, data and processes, interview the people who use them and document functional and non-functional requirements, integration points and constraints in a prioritized backlog.',
  },
  {
    number: 3,
    name: 'Design',
    desc: 'Architects produce solution and infrastructure diagrams, data models, security controls and clickable UI prototypes, and each key decision is recorded with its trade-offs so your team can review and sign off.',
  },
  {
    number: 4,
    name: 'Development',
    desc: 'Engineers build in two-week sprints with code review, infrastructure as code and continuous integration, and demo working software at the end of every sprint so priorities can change early.',
  },
  {
    number: 5,
    name: 'Quality assurance',
    desc: 'Testers combine automated unit, integration and end-to-end suites with manual exploratory, performance and security testing, and report defects with severity, reproduction steps and a release recommendation.',
  },
  {
    number: 6,
    name: 'Maintenance',
    desc: 'After go-live we monitor production, apply patches and upgrades, handle incidents against agreed response times and send monthly reports on availability, costs and the improvement backlog.',
  },
] as const satisfies readonly MethodologyStep[]

export const contactCard = {
  title: 'Not sure where to start?',
  img: '/images/services/contact.svg',
  path: '/contactus',
  desc: 'Tell us about your systems and goals, and an engineer will suggest the right service, team and first step.',
} as const satisfies Card

/** The 16 home cards: every registered service, then the contact card. */
export const serviceCards: readonly Card[] = [
  ...services.map(({ name, img, path, desc }) => ({ title: name, img, path, desc })),
  contactCard,
]

/** Logo carousel: each mark is a simple-icons slug listed in technology-logos.ts. */
export const technologies = [
  { name: 'Kubernetes', logo: 'kubernetes' },
  { name: 'Docker', logo: 'docker' },
  { name: 'Terraform', logo: 'terraform' },
  { name: 'Google Cloud', logo: 'googlecloud' },
  { name: 'Linux', logo: 'linux' },
  { name: 'GitHub Actions', logo: 'githubactions' },
  { name: 'Python', logo: 'python' },
  { name: 'PyTorch', logo: 'pytorch' },
  { name: 'TensorFlow', logo: 'tensorflow' },
  { name: 'NVIDIA', logo: 'nvidia' },
  { name: 'Databricks', logo: 'databricks' },
  { name: 'Snowflake', logo: 'snowflake' },
  { name: 'Apache Kafka', logo: 'apachekafka' },
  { name: 'PostgreSQL', logo: 'postgresql' },
  { name: 'React', logo: 'react' },
  { name: 'Kotlin', logo: 'kotlin' },
  { name: 'Swift', logo: 'swift' },
  { name: 'Flutter', logo: 'flutter' },
  { name: 'Unity', logo: 'unity' },
  { name: 'Qiskit', logo: 'qiskit' },
] as const satisfies readonly { name: string; logo: TechnologyLogo }[]

/** Fictional client wordmarks for the logo strip; the names do not belong to real companies. */
export const clientLogos = [
  { name: 'Northvale', sector: 'Logistics', file: '/images/clients/northvale-logistics.svg' },
  { name: 'Brightmoor', sector: 'Healthcare', file: '/images/clients/brightmoor-health.svg' },
  { name: 'Keelson', sector: 'Energy and utilities', file: '/images/clients/keelson-energy.svg' },
  { name: 'Halcyon Labs', sector: 'Life sciences', file: '/images/clients/halcyon-labs.svg' },
  { name: 'Orbitra', sector: 'Retail', file: '/images/clients/orbitra-retail.svg' },
  { name: 'Veridian', sector: 'Financial services', file: '/images/clients/veridian-finance.svg' },
] as const

type SectionHeading = { eyebrow: string; title: string; lead: string }

export const sectionHeadings = {
  services: {
    eyebrow: 'What we do',
    title: 'Fifteen services, one engineering team',
    lead: 'From cloud platforms and HPC to generative AI, mobile apps and testing, pick one service or combine several under a single delivery lead.',
  },
  milestones: {
    eyebrow: 'Track record',
    title: 'Results our clients can count',
    lead: 'Since 2020 we have grown with our clients across India, the United Kingdom, Europe and beyond, measuring our work in delivered projects and real savings.',
  },
  methodology: {
    eyebrow: 'How we work',
    title: 'Six steps from first workshop to long-term support',
    lead: 'Every engagement follows the same delivery method, with clear artifacts at each step so you always know what has been decided and what comes next.',
  },
  clients: {
    eyebrow: 'Our clients',
    title: 'Trusted by teams from life sciences to logistics',
    lead: 'Startups and enterprises rely on us for the systems behind their products, research and operations.',
  },
  stories: {
    eyebrow: 'Success stories',
    title: 'What changed after we shipped',
    lead: 'Real projects, described by industry and region, with the measured results our clients reported at the end of the work.',
  },
  testimonials: {
    eyebrow: 'Client feedback',
    title: 'In our clients’ words',
    lead: 'Technology and research leaders on what it is like to work with our engineers day to day.',
  },
  technologies: {
    eyebrow: 'Technology',
    title: 'Tools we use in production every day',
    lead: 'We pick proven platforms, languages and frameworks for each job, and our engineers have shipped production work with each of them.',
  },
  closingCta: {
    title: 'Ready to talk about your next project?',
    lead: 'Book a call with an engineer, describe what you need to build, migrate or fix, and leave with clear options and a realistic first step.',
  },
} as const satisfies Record<
  'services' | 'milestones' | 'methodology' | 'clients' | 'stories' | 'testimonials' | 'technologies',
  SectionHeading
> & { closingCta: { title: string; lead: string } }
