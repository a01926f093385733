import type { ServiceContent } from "../service-types";
import { companyFigures } from '../company-figures'

export const devsecops = {
  slug: "devsecops",
  hero: {
    promise:
      "Release pipelines that test, scan and deploy every change, run and watched by our engineers.",
    lead: "Stratora builds and operates your delivery platform as a managed service: CI/CD pipelines with security checks on every commit, infrastructure and policy written as code, and an on-call team that responds to alerts and keeps the whole toolchain patched.",
    secondaryCta: { label: "See how we onboard", href: "#process" },
  },
  overview: {
    eyebrow: "DevSecOps as a service",
    title: "Security built into the way you ship, not bolted on at the end",
    lead: "One team owns your pipelines, cloud guardrails and production monitoring, so developers keep shipping while risk stays visible.",
    paragraphs: [
      "DevSecOps as a service means we design, build and run the path from a pull request to production. Source scanning, dependency checks, container image scanning and infrastructure reviews run automatically in your pipelines, and a failed check blocks the merge with a clear message instead of surfacing weeks later in a penetration test report.",
      "The service suits software companies without a dedicated platform team, enterprises whose auditors ask for evidence of secure delivery, and scale-ups whose release process still depends on one or two people who know the scripts. We work inside your GitHub or GitLab organization and your AWS, Azure or Google Cloud accounts, so every configuration remains yours.",
      "Beyond the build, our engineers handle the day-to-day work that usually slips: rotating secrets, upgrading runners and clusters, triaging scanner findings, tuning alerts and writing post-incident reviews. Each month you receive a short report on deployment frequency, failed changes, open vulnerabilities by severity and the average time to fix them, so leadership can see whether delivery is getting faster and safer or needs attention.",
    ],
  },
  offerings: {
    eyebrow: "What we offer",
    title: "From commit to production, covered end to end",
    lead: "Pick the full managed service or start with the part of your delivery chain that hurts most today.",
    items: [
      {
        icon: "workflow",
        title: "CI/CD pipeline engineering",
        description:
          "Reusable GitHub Actions or GitLab CI templates that build, test, sign and deploy each service, with preview environments per pull request and progressive rollouts through Argo CD.",
      },
      {
        icon: "search",
        title: "Automated security testing",
        description:
          "Static analysis with SonarQube, dependency and license checks with Snyk, image and IaC scanning with Trivy, and secret detection on every push, tuned so developers trust the results.",
      },
      {
        icon: "scale",
        title: "Policy as code and compliance evidence",
        description:
          "Open Policy Agent rules for cloud resources and Kubernetes admission, mapped to ISO 27001 or SOC 2 controls, with audit evidence collected from pipeline logs instead of screenshots.",
      },
      {
        icon: "key",
        title: "Secrets and identity management",
        description:
          "Credentials moved out of repositories and into HashiCorp Vault or your cloud secret manager, with short-lived tokens for pipelines and least-privilege roles for every workload.",
      },
      {
        icon: "activity",
        title: "Observability and on-call operations",
        description:
          "Prometheus, Grafana and OpenTelemetry dashboards with alerts tied to service-level objectives, plus an on-call rotation from our engineers that responds, fixes and documents each incident.",
      },
      {
        icon: "layers",
        title: "Infrastructure as code",
        description:
          "Networks, clusters, databases and access rules defined in Terraform modules, reviewed through pull requests and checked for drift every night, so production matches what the repository says.",
      },
    ],
  },
  benefits: {
    eyebrow: "Benefits",
    title: "What changes once the platform is in place",
    lead: "Teams notice the difference in how often they release and how little time they spend chasing security tickets.",
    items: [
      {
        icon: "rocket",
        title: "Smaller, more frequent releases",
        description:
          "Automated tests and deployments turn a release into a routine merge, so changes go out in small batches that are easy to review and roll back.",
      },
      {
        icon: "shield-check",
        title: "Vulnerabilities caught before merge",
        description:
          "Scanners run where developers work, and findings appear in the pull request with a suggested fix, long before code reaches a customer.",
      },
      {
        icon: "file-text",
        title: "Audits with evidence on hand",
        description:
          "Every build, approval and deployment leaves a record, so answering an auditor or a customer security questionnaire takes hours of collation rather than weeks.",
      },
      {
        icon: "users",
        title: "Developers focused on product work",
        description:
          "Our team maintains runners, clusters and tooling upgrades, which frees your engineers from pipeline firefighting and lets them spend sprints on features.",
      },
      {
        icon: "wallet",
        title: "Predictable platform costs",
        description:
          "A fixed monthly fee covers the platform team, and tagged, rightsized infrastructure keeps cloud spending for build and staging environments under control.",
      },
    ],
  },
  process: {
    eyebrow: "How we work",
    title: "How an engagement runs",
    lead: "Most clients move from first call to a managed pipeline for their main services within two to three months.",
    steps: [
      {
        title: "Delivery and security assessment",
        description:
          "Over two weeks we review repositories, pipelines, cloud accounts and incident history, then deliver a written gap report ranked by risk and effort, with a proposed roadmap.",
      },
      {
        title: "Platform foundations",
        description:
          "In weeks three to six we set up pipeline templates, Terraform modules, secret storage and baseline policies, starting with one pilot service your team picks.",
      },
      {
        title: "Rollout across services",
        description:
          "We migrate the remaining services in batches, pairing with each team for a day or two, and switch blocking checks on only once false positives are tuned out.",
      },
      {
        title: "Managed operations",
        description:
          "Our engineers take the on-call rotation, patch tooling monthly, triage new findings within agreed response times and publish a short report with trends and open actions.",
      },
      {
        title: "Quarterly reviews",
        description:
          "Every quarter we revisit threat models, policy coverage and pipeline speed with your leads, then agree on the next improvements, from supply-chain signing to chaos testing.",
      },
    ],
  },
  technologies: {
    eyebrow: "Technologies",
    title: "Tools we build the platform with",
    lead: "We favor open, widely supported tools and adapt to what your teams already use.",
    items: [
      { name: "GitHub Actions", logo: "githubactions" },
      { name: "GitLab CI", logo: "gitlab" },
      { name: "Terraform", logo: "terraform" },
      { name: "Kubernetes", logo: "kubernetes" },
      { name: "Argo CD", logo: "argo" },
      { name: "Trivy", logo: "trivy" },
      { name: "Snyk", logo: "snyk" },
      { name: "SonarQube", logo: "sonarqubeserver" },
      { name: "HashiCorp Vault", logo: "vault" },
      { name: "Open Policy Agent" },
      { name: "Prometheus", logo: "prometheus" },
      { name: "Grafana", logo: "grafana" },
    ],
  },
  proof: {
    eyebrow: "Proof",
    title: "Delivery and operations work we have done",
    lead: "Our platform engineers have automated infrastructure, monitoring and operations for clients in financial services and research, alongside the wider portfolio below.",
    figures: [
      companyFigures.projects,
      companyFigures.savings,
      { value: "50K euros", label: "saved by consolidating research IT" },
    ],
    stories: [
      "cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements",
      "too-many-scientists-and-too-less-it-made-a-system-that-no-one-understands",
    ],
  },
  faqs: [
    {
      id: "item-1",
      question: "How is DevSecOps as a service priced?",
      answers: [
        "The initial assessment and platform build are quoted as a fixed-price project based on the number of services and environments. Managed operations then run on a monthly fee that covers pipeline maintenance, tooling upgrades, finding triage and the on-call rotation. Cloud and tool license costs stay on your own accounts, so you see them directly.",
      ],
    },
    {
      id: "item-2",
      question: "Do we have to replace the CI/CD tools we already use?",
      answers: [
        "No. If your teams already run GitHub Actions, GitLab CI, Jenkins or Azure Pipelines, we build on them and add the missing security stages. We only recommend a change when a tool blocks something important, such as short-lived credentials or signed artifacts, and we explain the trade-off in writing before anything moves.",
      ],
    },
    {
      id: "item-3",
      question: "How do you access our code and cloud accounts securely?",
      answers: [
        "Our engineers use named accounts under your identity provider with multi-factor authentication and roles scoped to the work agreed. Production access is just-in-time and logged. We sign your confidentiality and data processing terms, and you can revoke access at any point without waiting for us.",
      ],
    },
    {
      id: "item-4",
      question: "Who owns the pipelines, policies and Terraform code?",
      answers: [
        "You do. Everything we write lives in your repositories from the first commit, under your license and your access controls. If you later bring the work in-house, there is nothing to extract or rebuild: we hand over runbooks and walk your team through each component.",
      ],
    },
    {
      id: "item-5",
      question: "What does on-call support cover, and at what hours?",
      answers: [
        "Support hours are agreed per contract, from business hours in your time zone to around-the-clock coverage for production platforms. The rotation covers pipeline failures, infrastructure alerts and security findings marked critical. Each incident gets a written review with its cause, the fix applied and follow-up tasks.",
      ],
    },
    {
      id: "item-6",
      question: "What is the first step toward a managed pipeline?",
      answers: [
        "Book a call and tell us about your stack, your release cadence and any audit or customer requirements coming up. We then propose the two-week assessment with a fixed price, and most clients see their first secured pipeline running within a month of signing.",
      ],
    },
  ],
  cta: {
    title: "Ready to make every release secure by default?",
    lead: "Tell us how your team ships today, and we will come back with a two-week assessment plan, a fixed price and the first services we would move.",
  },
} as const satisfies ServiceContent;
