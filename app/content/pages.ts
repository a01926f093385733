import type { PageIntro } from './types'

// Hero copy and search descriptions for the pages that are not services or story details:
// one entry per path in `infoPagePaths` (route-paths.ts) plus the success-story list.
// `title` follows "Stratora | " in the document title; `heading` is the page h1.
export const pageIntros = [
  {
    path: '/startup',
    title: 'Startups',
    heading: 'Engineering partners for startups that need to ship',
    eyebrow: 'For startups',
    intro: [
      'Early-stage teams rarely have time to hire a full platform, data and product engineering bench before the next funding milestone. Stratora gives founders a small senior team that scopes the first release with you, builds it on a cloud setup you can afford, and writes down every trade-off so the decisions still make sense after your own hires arrive.',
      'We work in two-week sprints with a demo at the end of each one. Typical first engagements are a mobile or web MVP, a data pipeline behind an investor dashboard, or a generative AI feature tested against real customer documents. Infrastructure is defined in Terraform from day one, so nothing lives only in one engineer’s head.',
      'When you are ready to take the work in-house, we hand over the repositories, runbooks, architecture notes and cloud accounts, then pair with your new engineers on real tickets until they own the release process end to end. If you would rather keep us involved, we move to a smaller monthly retainer that covers on-call support, security patches and the next round of features.',
    ],
    seoDescription:
      'Startup engineering from Stratora: a senior team that scopes, builds and ships your MVP on affordable cloud infrastructure, then hands it over cleanly.',
  },
  {
    path: '/Enterprises',
    title: 'Enterprises',
    heading: 'Modernize core systems without stopping the business',
    eyebrow: 'For enterprises',
    intro: [
      'Large organizations carry decades of systems that still run payroll, orders and research, and they cannot pause while those systems change. Stratora plans modernization in stages: we map dependencies, agree on the order of migration with your architects and security team, and move one workload at a time with a tested rollback for each step.',
      'Our engagements cover cloud migration, data platforms, DevSecOps, quality assurance and dedicated engineering teams. Every project runs with a named delivery lead, a shared backlog, weekly status reports and change records that fit your existing governance, from architecture review boards to procurement and vendor risk questionnaires.',
      'With 250+ projects delivered for 60+ clients and $25M+ in savings, we know where enterprise programs usually stall: unclear data ownership, late security reviews and test environments that do not match production. We plan around those problems before the first sprint starts, and we staff each program with engineers who stay on it through go-live and the first months of operation.',
    ],
    seoDescription:
      'Enterprise IT modernization by Stratora: staged cloud migration, data platforms, DevSecOps and QA delivered with governance, rollback plans and clear reporting.',
  },
  {
    path: '/privatecloud',
    title: 'Private Cloud',
    heading: 'Private cloud on your hardware, run like a public one',
    eyebrow: 'Private cloud',
    intro: [
      'Some workloads have to stay on infrastructure you control: regulated patient or financial data, sensitive research, or steady compute loads that cost less on owned servers. Stratora designs and builds private clouds on OpenStack, VMware or bare-metal Kubernetes, in your data center or a colocation facility you choose.',
      'A private cloud from us comes with self-service provisioning, quotas per team, centralized logging and monitoring, automated patching and backup policies, all defined as code. Developers request virtual machines, clusters and storage through the same kind of APIs and pipelines they would use on AWS or Azure.',
      'We can operate the platform for you under a monthly agreement or train your operations team to run it, with documented runbooks for upgrades, capacity planning and incident response. Either way, you keep full ownership of the hardware, the configuration code and the data, and you can see exactly what runs where, which matters when auditors or regulators ask.',
    ],
    seoDescription:
      'Private cloud design and operations: OpenStack, VMware or bare-metal Kubernetes in your own data center, with self-service provisioning, monitoring and backups.',
  },
  {
    path: '/publicloud',
    title: 'Public Cloud',
    heading: 'Public cloud foundations that stay secure and affordable',
    eyebrow: 'Public cloud',
    intro: [
      'Moving to AWS, Azure or Google Cloud is the easy part; keeping accounts secure, costs predictable and teams productive is harder. Stratora builds landing zones with identity, networking, guardrails and billing structure in place before the first workload moves, so every new project starts from a known, reviewed baseline.',
      'We then migrate applications and data using the right pattern for each one: rehost where speed matters, replatform onto managed databases and containers where it pays off, or refactor to serverless when the workload fits. Every environment is built in Terraform and deployed through pipelines.',
      'After go-live we review spending each month, rightsize instances, remove idle resources, set budgets and alerts per team, and tune reserved capacity and savings plans so your cloud bill tracks actual usage instead of old guesses. Security posture gets the same treatment, with findings from cloud-native scanners triaged, fixed and reported in one place.',
    ],
    seoDescription:
      'Public cloud services on AWS, Azure and Google Cloud: secure landing zones, workload migration, infrastructure as code and monthly cost optimization reviews.',
  },
  {
    path: '/hybrid-cloud',
    title: 'Hybrid Cloud',
    heading: 'One operating model across your data center and the cloud',
    eyebrow: 'Hybrid cloud',
    intro: [
      'Most organizations end up with workloads in more than one place: a data center that still hosts core systems, one or two public clouds, and edge sites in offices or plants. Stratora connects these into a single hybrid platform with shared identity, networking, security policy and observability.',
      'We use Kubernetes and tools such as Azure Arc, Google Anthos or AWS Outposts where they fit, so teams deploy the same container images and pipelines wherever a workload runs. Placement decisions are documented per application, based on data residency, latency, cost and compliance needs.',
      'The result is a platform where moving a workload between environments is a planned change, not a rewrite, and where your operations team watches everything from one set of dashboards and alerts. Backups, disaster recovery and cost reporting follow the same rules across every location, so nothing falls through the gap between on-premises and cloud teams.',
    ],
    seoDescription:
      'Hybrid cloud by Stratora: connect your data center, public clouds and edge sites with shared identity, networking, Kubernetes, security policy and monitoring.',
  },
  {
    path: '/hpcdatalab',
    title: 'HPC Data Lab',
    heading: 'An HPC data lab for research teams that need results, not queues',
    eyebrow: 'HPC data lab',
    intro: [
      'Research groups in life sciences, engineering and climate modeling often share one overloaded cluster, or none at all. The Stratora HPC data lab gives them a managed environment with Slurm scheduling, GPU and high-memory nodes, parallel storage and JupyterHub access, sized to the simulations and training runs they actually perform.',
      'We deploy the lab on your own hardware, on a public cloud or as a mix of both, with bursting to the cloud when the local queue fills up. Software stacks are packaged as containers and Spack environments, so a pipeline that runs today still reproduces next year.',
      'Our engineers handle scheduling policies, user onboarding, storage tiers, cost reports per project and support tickets, leaving your scientists to focus on their data and publications rather than on cluster administration. New users get a short training session and ready-made job templates, so a researcher can submit a first batch job or notebook session on the day they join.',
    ],
    seoDescription:
      'Managed HPC data lab for research teams: Slurm scheduling, GPU nodes, parallel storage and JupyterHub on premises or in the cloud, with reproducible software.',
  },
  {
    path: '/disaster-recovery',
    title: 'Disaster Recovery',
    heading: 'Disaster recovery you have tested, not just documented',
    eyebrow: 'Disaster recovery',
    intro: [
      'A recovery plan is only as good as its last test. Stratora designs disaster recovery for applications, databases and file systems, starting with a business impact analysis that sets a recovery time objective and a recovery point objective for each system based on what an outage would actually cost you.',
      'We then implement the right protection for each tier: immutable backups, cross-region replication, warm standby environments or full active-active setups, on AWS, Azure, Google Cloud or between your own sites. Failover steps are scripted so recovery does not depend on who is on call that night.',
      'Every quarter we run a recovery drill with your team, restore real systems in an isolated environment, measure the results against the agreed objectives and update the runbooks with whatever the drill revealed. You get a written report after each test, giving auditors, insurers and your own board evidence of recovery instead of assurances.',
    ],
    seoDescription:
      'Disaster recovery services: business impact analysis, immutable backups, cross-region replication and scripted failover, proven with regular recovery drills.',
  },
  {
    path: '/realm',
    title: 'Realm - An AI Platform',
    heading: 'Realm: build, run and govern AI on your own data',
    eyebrow: 'Our AI platform',
    intro: [
      'Realm is the AI platform built by Stratora for organizations that want generative AI and machine learning in production without sending their data to tools they cannot inspect. It runs in your cloud account or data center and connects to document stores, databases and business applications through managed connectors.',
      'Teams use Realm to build retrieval-augmented assistants, classify and extract data from documents, and deploy their own machine learning models behind versioned APIs. Every prompt, model version and data source is tracked, and built-in evaluation runs compare answers against test sets before a change reaches users.',
      'Administrators control who can use which models and data, set spending limits per team and review audit logs of every request. Realm works with hosted models and open-weight models running on your own GPUs, so you can switch providers without rebuilding applications. Our engineers help you configure the platform, connect the first data sources and launch a first use case.',
    ],
    seoDescription:
      'Realm, the AI platform from Stratora: build retrieval-augmented assistants and deploy ML models on your own data, with evaluation, access control and audit.',
  },
  {
    path: '/about',
    title: 'About Us',
    heading: 'Engineers who stay accountable after launch',
    eyebrow: 'About Stratora',
    intro: [
      'Stratora started in 2020 as a small team of cloud and data engineers helping research groups and startups get their infrastructure under control. Since then we have grown into a workforce of 150+ people who have delivered 250+ projects for 60+ clients across India, the United Kingdom, continental Europe and beyond.',
      'We work across cloud, high-performance computing, data and AI, and custom software, and we measure ourselves on what clients keep after we leave: systems they understand, documentation they actually use and savings they can see in their budgets. Together, those projects have delivered $25M+ in savings.',
      'Women make up 50% of our workforce, and we hire, promote and pay on the same criteria for everyone. Engineers move between projects and technologies as they grow, with mentoring from senior colleagues and time set aside for certifications. Our teams work from offices in Noida, the United Kingdom and the Netherlands, and collaborate across all three every day.',
    ],
    seoDescription:
      'About Stratora: cloud, data and AI engineers since 2020, with 150+ people, 250+ projects, 60+ clients and offices in India, the UK and the Netherlands.',
  },
  {
    path: '/contactus',
    title: 'Contact Us',
    heading: 'Talk to an engineer about your project',
    eyebrow: 'Contact us',
    intro: [
      'Tell us what you are trying to build, migrate or fix, and an engineer who has done similar work will reply, not a sales script. Most first conversations end with a clear view of the options, the risks and a rough plan for the next step.',
      'You can book a call directly through our online calendar or send us an email with a short description of your systems and goals. If you already have an architecture diagram or a request for proposal, attach it and we will review it before we speak.',
      'Stratora has offices in India, including Noida, in the United Kingdom and in the Netherlands, so we can meet you in your time zone and, when useful, in person. Whichever office you contact, the same engineers who assess your project will be the ones who plan and deliver it, so nothing gets lost between a sales team and a delivery team.',
    ],
    seoDescription:
      'Contact Stratora to discuss a cloud, data or AI project. Book a call or email us; our offices are in Noida in India, the United Kingdom and the Netherlands.',
  },
  {
    path: '/stories',
    title: 'Stories',
    heading: 'Stories from our clients and our teams',
    eyebrow: 'Our stories',
    intro: [
      'This page collects the stories behind the work: how a client team decided to move a legacy platform, what our engineers learned while tuning a research cluster, and how new hires found their first project at Stratora. They are shorter and more personal than our formal case studies.',
      'Client stories describe the situation, the options we considered and what changed afterwards, with clients named only by industry and region. Team stories come from engineers, analysts and project leads across our offices in India, the United Kingdom and the Netherlands, written in their own words.',
      'For the full technical detail of a delivery, read our success stories, which set out each project’s challenges, solution, achievements and benefits, with the figures measured at the end of the work. New stories are added as projects finish and as people across the company share what they built, broke, fixed and learned along the way.',
    ],
    seoDescription:
      'Client and team stories from Stratora: how projects began, what our engineers learned and what changed for the businesses and people involved in them.',
  },
  {
    path: '/brochures',
    title: 'Brochures',
    heading: 'Brochures to share with your team',
    eyebrow: 'Brochure library',
    intro: [
      'Sometimes a proposal has to travel through a committee before anyone books a call. These brochures summarize our services, the Realm AI platform and the HPC data lab in a few pages each, in a format you can forward to colleagues, attach to a procurement file or print for a workshop.',
      'Each brochure covers what the offering includes, who it is for, how an engagement runs from discovery to handover, and the technologies we use. They are PDF files, free to download and updated when our offerings change, and you do not need to share any contact details to get them.',
      'If your team has questions the brochures do not answer, book a call and we will walk through the specifics of your environment, from current architecture and compliance requirements to budget and timeline. We can also prepare a tailored summary for your internal review once we understand what you need.',
    ],
    seoDescription:
      'Download Stratora brochures on our cloud, data, AI and HPC services and the Realm AI platform: short PDFs to share with colleagues and procurement teams.',
  },
  {
    path: '/privacypolicy',
    title: 'Privacy Policy',
    heading: 'Privacy policy',
    eyebrow: 'Legal information',
    intro: [
      'This policy explains what information Stratora Technologies Pvt. Ltd. handles when you visit this website or contact us. The site has no user accounts, no forms and no advertising trackers, so the list is short: a cookie that remembers your cookie choice, standard server logs, the external booking service if you open it, and any email you send us.',
      'The consent cookie stores only whether you accepted or declined cookies, and it expires after 365 days. Server logs record technical details such as IP address, requested page, browser type and time, and we use them only to keep the site secure, investigate errors and stop abuse, then delete them on a fixed schedule.',
      'The sections below describe each item in turn: what it contains, why we need it, how long we keep it, who else processes it and how to ask us to access, correct or delete your information. If you open the booking service, its own privacy policy applies to the details you enter there.',
    ],
    seoDescription:
      'How Stratora handles your data on this website: a cookie-consent cookie, server logs, the external booking service when you open it, and emails you send us.',
  },
  {
    path: '/success-stories',
    title: 'Success Stories',
    heading: 'Success stories with measurable results',
    eyebrow: 'Success stories',
    intro: [
      'These case studies show what our teams delivered and what changed for the client afterwards. They cover high-performance computing for research, document search with generative AI, competitor product analysis, data analytics platforms, cloud migrations to Azure and other providers, and order management for operations teams.',
      'Each story follows the same structure: the challenge the client faced, the solution we designed and built, the achievements during delivery and the benefits the business still sees today. Clients are described by industry and region rather than by name, and every figure comes from the measurements taken on the project itself.',
    ],
    seoDescription:
      'Stratora success stories: case studies in HPC, generative AI, data analytics, cloud migration and order management, with challenges, solutions and results.',
  },
] as const satisfies readonly PageIntro[]

export type PageIntroPath = (typeof pageIntros)[number]['path']

export function getPageIntro(path: string) {
  return pageIntros.find((page) => page.path === path)
}
