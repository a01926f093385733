import type { ServiceContent } from "../service-types";
import { companyFigures } from '../company-figures'

export const generativeAi = {
  slug: "generative-ai",
  hero: {
    promise:
      "Generative AI features grounded in your own documents, tested for accuracy and cost before launch.",
    lead: "We build retrieval-augmented assistants, document automation and LLM-powered product features that cite their sources, respect your access rules and run within a budget you set. Every release passes an evaluation suite built from real questions your users ask.",
    secondaryCta: { label: "Read the FAQ", href: "#faq" },
  },
  overview: {
    eyebrow: "Generative AI development",
    title: "Large language models, put to work on your own data",
    lead: "A useful generative AI feature needs clean content, careful retrieval and honest measurement far more than it needs the newest model.",
    paragraphs: [
      "Our generative AI work covers assistants that answer questions from contracts, manuals and tickets; pipelines that extract fields from invoices, forms and reports; and writing aids inside the tools your staff already use. Each solution combines a language model with retrieval over your content, so answers point back to the exact document and page they came from.",
      "We work with operations leaders who want to cut hours of searching and re-typing, product teams adding AI features to a SaaS platform, and regulated organizations that need models hosted in a specific region or on their own servers. We choose between hosted models such as Claude, Gemini or Azure OpenAI and open-weight models served with vLLM according to data rules, latency and cost.",
      "Before anything reaches users, we agree on what good looks like: a test set of real questions with expected answers, thresholds for accuracy and refusal, and a cost ceiling per thousand requests. That evaluation runs again on every prompt, retrieval or model change, and the scores go into a report your product owner and security lead can read, so the decision to ship rests on evidence rather than a convincing demo.",
    ],
  },
  offerings: {
    eyebrow: "What we offer",
    title: "Generative AI solutions we build",
    lead: "Each offering starts small, proves its value on a narrow task and then widens its scope.",
    items: [
      {
        icon: "search",
        title: "Retrieval-augmented assistants",
        description:
          "Chat and search tools over SharePoint, Confluence, file shares or databases, with hybrid keyword and vector search, citations on every answer and document permissions enforced per user.",
      },
      {
        icon: "file-text",
        title: "Document processing and extraction",
        description:
          "Pipelines that classify incoming documents, pull structured fields from invoices, claims or drawings, and send uncertain cases to a human reviewer instead of guessing.",
      },
      {
        icon: "sparkles",
        title: "LLM features inside your product",
        description:
          "Summaries, drafting, natural-language filters and agents that call your APIs, built behind feature flags with usage metering so you can price and limit them per customer.",
      },
      {
        icon: "target",
        title: "Evaluation and guardrails",
        description:
          "Test suites that score groundedness, accuracy and tone, plus input and output filters for personal data, prompt injection and off-topic requests, wired into your release pipeline.",
      },
      {
        icon: "server",
        title: "Private model hosting and fine-tuning",
        description:
          "Open-weight models such as Llama or Mistral served on your cloud or GPU servers with vLLM, and fine-tuned with LoRA when prompting and retrieval alone do not reach the target.",
      },
    ],
  },
  benefits: {
    eyebrow: "Benefits",
    title: "Why teams build generative AI with us",
    lead: "The aim is a feature people rely on every day, not a demo that impresses once.",
    items: [
      {
        icon: "clock",
        title: "Hours back for skilled staff",
        description:
          "Engineers, analysts and support agents stop hunting through folders and re-keying documents, and spend that time on the judgment calls that need them.",
      },
      {
        icon: "badge-check",
        title: "Answers you can check",
        description:
          "Every response links to its source passage, so users verify claims in seconds and reviewers can trace exactly why the assistant said what it said.",
      },
      {
        icon: "lock",
        title: "Data stays under your rules",
        description:
          "Content is indexed in your tenant, permissions follow the source systems, and model providers are chosen to meet your residency and retention requirements.",
      },
      {
        icon: "coins",
        title: "Costs known per request",
        description:
          "Caching, model routing and token budgets are designed in from the start, and dashboards show spend per feature so nothing surprises finance at month end.",
      },
      {
        icon: "refresh-cw",
        title: "Freedom to switch models",
        description:
          "A thin abstraction over model providers and a shared evaluation set let you move to a cheaper or stronger model after testing, without rewriting the application.",
      },
    ],
  },
  process: {
    eyebrow: "How we work",
    title: "From use case to production, one measured step at a time",
    lead: "A typical first feature reaches pilot users in six to ten weeks, depending on how scattered the source content is.",
    steps: [
      {
        title: "Use-case workshop",
        description:
          "In one or two sessions we pick a task with clear value, collect 50 to 100 real questions or documents, and agree on success measures and data handling rules.",
      },
      {
        title: "Prototype and evaluation set",
        description:
          "Within three weeks we build a working prototype on a sample of your content and score it against the agreed test set, so the go or no-go decision rests on measured results.",
      },
      {
        title: "Production build",
        description:
          "We add ingestion pipelines, access control, guardrails, monitoring and a user interface or API, deployed through your CI/CD pipeline into your cloud account.",
      },
      {
        title: "Pilot with real users",
        description:
          "A small group uses the feature for two to four weeks while we review feedback, failed answers and cost per request, then tune prompts, retrieval and chunking.",
      },
      {
        title: "Rollout and continuous evaluation",
        description:
          "After wider release we rerun the evaluation suite on every change, track drift in answer quality and hand your team runbooks for adding new content sources.",
      },
    ],
  },
  technologies: {
    eyebrow: "Technologies",
    title: "Models and frameworks we work with",
    lead: "We stay provider-neutral and pick each component after testing it on your data.",
    items: [
      { name: "Azure OpenAI Service" },
      { name: "Anthropic Claude", logo: "anthropic" },
      { name: "Google Gemini", logo: "googlegemini" },
      { name: "Mistral AI", logo: "mistralai" },
      { name: "Hugging Face", logo: "huggingface" },
      { name: "vLLM", logo: "vllm" },
      { name: "Ollama", logo: "ollama" },
      { name: "LangChain", logo: "langchain" },
      { name: "LangGraph", logo: "langgraph" },
      { name: "Qdrant", logo: "qdrant" },
      { name: "PostgreSQL with pgvector", logo: "postgresql" },
      { name: "FastAPI", logo: "fastapi" },
    ],
  },
  proof: {
    eyebrow: "Proof",
    title: "Generative AI already saving time",
    lead: "For an engineering and construction firm in the United Kingdom, we built a retrieval-augmented search tool that answers questions across drawings, specifications and contracts.",
    figures: [
      { value: "28 man-hours", label: "per week saved on document searches" },
      companyFigures.projects,
    ],
    stories: [
      "enhancing-project-document-access-and-querying-with-advanced-tool",
    ],
  },
  faqs: [
    {
      id: "item-1",
      question: "Will our data be used to train a public model?",
      answers: [
        "No. We use enterprise API terms or private deployments under which providers do not train on your prompts or documents, and we can host open-weight models entirely inside your own cloud account. Indexes, logs and embeddings stay in storage you control, with retention periods you set.",
      ],
    },
    {
      id: "item-2",
      question: "How do you stop the assistant from making things up?",
      answers: [
        "Answers are generated only from retrieved passages and must cite them; when retrieval finds nothing relevant, the assistant says so instead of guessing. We measure groundedness on a fixed test set before each release and review flagged answers from production every week during the first months.",
      ],
    },
    {
      id: "item-3",
      question: "What does a generative AI project cost?",
      answers: [
        "The workshop and prototype are a fixed-price phase, so you learn whether the use case works before committing to more. The production build is estimated from the prototype results. Model usage is billed by the provider to your account, and we give you a projected monthly run cost before launch.",
      ],
    },
    {
      id: "item-4",
      question: "Who owns the prompts, code and fine-tuned models?",
      answers: [
        "You own all of it: application code, prompts, evaluation sets, pipelines and any fine-tuned model weights produced for you. Everything is delivered in your repositories and cloud accounts, documented well enough for your own engineers to extend it without us.",
      ],
    },
    {
      id: "item-5",
      question: "How do we start, and what do you need from us?",
      answers: [
        "Start with a call about the task you want to improve. For the workshop we need a product owner who knows the task, a sample of the documents or data involved, and someone from security or IT to confirm hosting and access rules.",
      ],
    },
  ],
  cta: {
    title: "Have a task your team keeps doing by hand?",
    lead: "Share it with us, and we will tell you honestly whether generative AI can handle it, what a prototype would prove and what it would cost to run.",
  },
} as const satisfies ServiceContent;
