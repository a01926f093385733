import type { ServiceContent } from '../service-types'

export const serverless = {
  slug: 'serverless',
  hero: {
    promise: 'Event-driven back ends that scale to zero when idle and cost less to run and maintain.',
    lead: 'We design, build and migrate applications on AWS Lambda, Azure Functions, Google Cloud Run and Cloudflare Workers. You pay for requests instead of idle servers, and we set up the infrastructure as code, monitoring and security controls that make serverless ready for production.',
    secondaryCta: { label: 'Explore our serverless work', href: '#offerings' },
  },
  overview: {
    eyebrow: 'Serverless deployment',
    title: 'Run your code without managing servers',
    lead: 'Serverless hands patching, scaling and capacity planning to the cloud provider, so your team spends its time on features.',
    paragraphs: [
      'A serverless architecture builds applications from managed functions, queues, event buses and databases that the provider scales automatically. Stratora designs these systems around events such as an API call, a file upload or a schedule, writes the functions and wires them together with infrastructure as code in Terraform, AWS SAM or the Serverless Framework.',
      'The service suits teams with spiky or unpredictable traffic, batch jobs that sit idle most of the day, APIs behind mobile and web apps, and legacy workloads paying for oversized virtual machines. Startups get a back end that costs little before users arrive; enterprises get lower run costs and fewer servers to patch.',
    ],
  },
  offerings: {
    eyebrow: 'What we offer',
    title: 'Serverless services we deliver',
    lead: 'From a single function to a full event-driven platform, built and documented for your team to own.',
    items: [
      {
        icon: 'code',
        title: 'Serverless application development',
        description:
          'New APIs, webhooks, data processors and scheduled jobs written in TypeScript, Python, Go or C#, deployed as functions behind API Gateway or HTTP triggers.',
      },
      {
        icon: 'refresh-cw',
        title: 'Migration from servers and containers',
        description:
          'We break cron jobs, batch scripts and monolith endpoints into functions and managed services, moving traffic step by step so users see no downtime.',
      },
      {
        icon: 'workflow',
        title: 'Event-driven architecture',
        description:
          'Designs built on EventBridge, SQS, SNS, Azure Service Bus or Pub/Sub, with Step Functions or Durable Functions orchestrating long-running, multi-step business processes.',
      },
      {
        icon: 'cloud-cog',
        title: 'Infrastructure as code and CI/CD',
        description:
          'Every function, permission and resource is defined in Terraform, AWS SAM or the Serverless Framework and released through GitHub Actions or Azure DevOps pipelines with automated tests.',
      },
      {
        icon: 'gauge',
        title: 'Performance and cost tuning',
        description:
          'We review memory settings, cold starts, concurrency limits and payload sizes, then right-size functions and storage so bills fall without slowing response times.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Benefits',
    title: 'Why teams move to serverless',
    lead: 'The savings come from paying only for what runs and from handing routine operations to the provider.',
    items: [
      {
        icon: 'wallet',
        title: 'Pay per use',
        description:
          'Functions bill by request and execution time, so quiet nights and weekends cost next to nothing compared with always-on virtual machines.',
      },
      {
        icon: 'zap',
        title: 'Automatic scaling',
        description:
          'Capacity grows with traffic spikes and shrinks back to zero without autoscaling rules, capacity planning or engineers resizing servers at night.',
      },
      {
        icon: 'wrench',
        title: 'Less operations work',
        description:
          'The provider patches operating systems and language runtimes, which removes a steady stream of maintenance tickets from your team.',
      },
      {
        icon: 'rocket',
        title: 'Faster feature delivery',
        description:
          'Small, independent functions are built, tested and deployed separately, so changes reach production without coordinating large releases.',
      },
      {
        icon: 'shield-check',
        title: 'Smaller attack surface',
        description:
          'Least-privilege roles for each function, managed runtimes and no open SSH ports reduce the ways an attacker can reach your system.',
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'How we deliver serverless projects',
    lead: 'Each phase ends with working code or a decision document you can act on.',
    steps: [
      {
        title: 'Assess workloads',
        description:
          'In one to two weeks we review your applications, traffic patterns and current cloud bills, and deliver a report ranking which workloads suit serverless and the effort each would take.',
      },
      {
        title: 'Design the architecture',
        description:
          'We produce event flow diagrams, data models, security boundaries and a monthly cost estimate, and agree the target platform and tooling with your architects.',
      },
      {
        title: 'Build and migrate',
        description:
          'In two-week sprints we write functions, infrastructure code and tests, deploy to staging and shift production traffic gradually, with a rollback path ready at every stage.',
      },
      {
        title: 'Observe and secure',
        description:
          'We add structured logging, tracing with OpenTelemetry or AWS X-Ray, alarms and dashboards, then review roles, secrets and API exposure before go-live.',
      },
      {
        title: 'Optimize and hand over',
        description:
          'After a month of production data we tune memory, concurrency and storage, then hand over runbooks, architecture notes and training, with optional ongoing support.',
      },
    ],
  },
  technologies: {
    eyebrow: 'Technologies',
    title: 'Serverless platforms and tools',
    lead: 'We work across the major clouds and pick the runtime that fits your workload and the accounts you already have.',
    items: [
      { name: 'AWS Lambda' },
      { name: 'Azure Functions' },
      { name: 'Google Cloud Run' },
      { name: 'Cloudflare Workers', logo: 'cloudflareworkers' },
      { name: 'Amazon API Gateway' },
      { name: 'Amazon DynamoDB' },
      { name: 'AWS Step Functions' },
      { name: 'Serverless Framework', logo: 'serverless' },
      { name: 'Terraform', logo: 'terraform' },
      { name: 'Node.js', logo: 'nodedotjs' },
      { name: 'Python', logo: 'python' },
      { name: 'OpenTelemetry', logo: 'opentelemetry' },
    ],
  },
  proof: {
    eyebrow: 'Proof',
    title: 'Serverless results across clients and industries',
    lead: 'Across 20+ clients and 50+ projects, our serverless designs have delivered about three million USD in savings. One example is a financial services firm that replaced its batch jobs with Azure Functions.',
    figures: [
      { value: '20+', label: 'clients served with serverless' },
      { value: '50+', label: 'serverless projects delivered' },
      { value: '$3M', label: 'approximate savings for clients' },
    ],
    stories: ['cloud-migration-legacy-system-migration-to-azure-cloud-with-enhancements'],
  },
  faqs: [
    {
      id: 'item-1',
      question: 'Is serverless always cheaper?',
      answers: [
        'No. It is usually cheaper for spiky, low or unpredictable traffic and for jobs that run briefly. Steady, high-volume workloads can cost less on containers or reserved instances, so our assessment compares both options using your real traffic before we recommend a move.',
      ],
    },
    {
      id: 'item-2',
      question: 'What about cold starts and latency?',
      answers: [
        'Cold starts add delay when a function has been idle. We reduce them with lighter runtimes and smaller packages, provisioned concurrency where it pays off, and by keeping latency-sensitive paths on warm services. Response times are measured under load before go-live.',
      ],
    },
    {
      id: 'item-3',
      question: 'Will serverless lock us into one cloud provider?',
      answers: [
        'Any managed service brings some lock-in. We limit it by keeping business logic in plain modules separate from provider triggers, defining infrastructure in Terraform and documenting which services would need replacing if you ever switch clouds.',
      ],
    },
    {
      id: 'item-4',
      question: 'How long does a typical serverless migration take?',
      answers: [
        'A single application with a handful of endpoints and jobs usually moves in six to ten weeks, including assessment, build and gradual cutover. Larger estates are migrated in waves, starting with the workloads that promise the biggest savings.',
      ],
    },
    {
      id: 'item-5',
      question: 'Who owns the code and the cloud accounts?',
      answers: [
        'Everything runs in cloud accounts registered to your company, and the function code, infrastructure definitions and pipelines live in your repositories. We hand over documentation and runbooks so your team, or any other partner, can operate the system.',
      ],
    },
  ],
  cta: {
    title: 'Paying for servers that sit idle?',
    lead: 'Book a call with our serverless team to review one of your workloads, and get a short assessment of what moving it to serverless would cost and save.',
  },
} as const satisfies ServiceContent
