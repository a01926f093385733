import type { ServiceContent } from "../service-types";
import { companyFigures } from '../company-figures'

export const gameDevelopment = {
  slug: "game-development",
  hero: {
    promise:
      "A playable build in weeks, then a game or simulation that ships, scales and keeps players coming back.",
    lead: "Our game teams design and build mobile, PC and VR titles, serious games and training simulations in Unity and Unreal Engine. We also engineer the multiplayer servers, live-ops tooling and analytics that keep a game healthy after launch day.",
    secondaryCta: { label: "Explore what we build", href: "#offerings" },
  },
  overview: {
    eyebrow: "Game development",
    title: "Game studio craft with enterprise engineering behind it",
    lead: "We cover the full path from a gray-box prototype to certified builds on the stores and the servers that run behind them.",
    paragraphs: [
      "Game development at Stratora spans gameplay programming, technical art, level building, user interface work, audio integration and the back-end services a modern game depends on. We build in Unity, Unreal Engine and Godot, and we write the performance-critical parts in C++ or C# with profiling on real target devices from the first month.",
      "The service fits independent studios that need extra engineering capacity for a milestone, publishers porting a title to new platforms, and companies in manufacturing, energy or healthcare that want interactive training simulations and digital twins. Each engagement gets a team sized to the project, with a producer who keeps milestones, builds and budgets visible.",
      "Because we also run cloud, DevOps and data projects, the systems around the game get the same care as the game itself: automated build pipelines, dedicated servers that scale with player counts, crash reporting and telemetry that tells designers how people actually play. Those systems are documented and handed over with the game, so your studio is never locked into us for updates, seasonal content or the next platform release.",
    ],
  },
  offerings: {
    eyebrow: "What we offer",
    title: "Game development services",
    lead: "Engage us for a complete title or for the specialist work your own studio is missing.",
    items: [
      {
        icon: "gamepad-2",
        title: "Full-cycle game production",
        description:
          "Concept, prototype, vertical slice, production and launch for mobile, PC and console titles, with a playable build at the end of every sprint and store submission handled for you.",
      },
      {
        icon: "graduation-cap",
        title: "Training simulations and serious games",
        description:
          "Interactive scenarios for equipment operation, safety drills and procedures, built in Unity or Unreal for desktop and VR headsets, with scoring and reports that trainers can export.",
      },
      {
        icon: "network",
        title: "Multiplayer and back-end services",
        description:
          "Matchmaking, dedicated servers, player accounts, leaderboards and in-game economies on Photon, Unreal networking or custom services running on Kubernetes, load-tested before open beta.",
      },
      {
        icon: "smartphone",
        title: "Porting and platform optimization",
        description:
          "Bringing existing games to new platforms or engine versions, reworking memory, shaders and input handling until frame rates and load times meet each store requirement.",
      },
      {
        icon: "chart-line",
        title: "Live operations and analytics",
        description:
          "Event calendars, remote configuration, A/B tests and telemetry dashboards that show retention and progression, so designers can tune content without waiting for a new client build.",
      },
    ],
  },
  benefits: {
    eyebrow: "Benefits",
    title: "What working with our game team gives you",
    lead: "You get studio skills and software engineering discipline in the same team.",
    items: [
      {
        icon: "timer",
        title: "Early proof of fun",
        description:
          "A playable prototype in the first weeks lets you test the core loop with real players before spending on art, content and marketing.",
      },
      {
        icon: "gauge",
        title: "Performance measured on real devices",
        description:
          "We profile on the low-end phones and hardware your players own, not just on development machines, so frame rate problems surface early and cheaply.",
      },
      {
        icon: "server",
        title: "Servers ready for launch traffic",
        description:
          "Back ends are built as code, load-tested and autoscaled, so a successful launch weekend does not turn into an outage and a wave of refunds.",
      },
      {
        icon: "blocks",
        title: "A codebase your studio can own",
        description:
          "Clean project structure, documented systems and automated builds make it straightforward for your developers to continue the game after we step back.",
      },
    ],
  },
  process: {
    eyebrow: "How we work",
    title: "From first idea to live game",
    lead: "Milestones are short and every one ends with a build you can play, so you always know where the project stands.",
    steps: [
      {
        title: "Concept and game design document",
        description:
          "In two to three weeks we shape the core loop, target platforms, monetization model and scope, and deliver a game design document with a milestone plan and budget.",
      },
      {
        title: "Prototype",
        description:
          "Over four to six weeks we build a gray-box prototype of the core mechanics, test it with a small player group and decide with you what to keep or cut.",
      },
      {
        title: "Vertical slice",
        description:
          "One level or scenario is finished to release quality, art, audio and user interface included, which fixes the visual target and gives an accurate estimate for full production.",
      },
      {
        title: "Production and quality assurance",
        description:
          "Content and features are built in sprints with nightly builds, automated smoke tests and device testing, followed by beta rounds and platform certification checks before submission.",
      },
      {
        title: "Launch and live operations",
        description:
          "We handle store releases, watch crash reports and server load through launch week, then plan updates and events based on what player telemetry tells us.",
      },
    ],
  },
  technologies: {
    eyebrow: "Technologies",
    title: "Engines and tools in our pipeline",
    lead: "We pick the engine that fits your platforms, team and budget, not the one we happen to prefer.",
    items: [
      { name: "Unity", logo: "unity" },
      { name: "Unreal Engine", logo: "unrealengine" },
      { name: "Godot Engine", logo: "godotengine" },
      { name: "C++", logo: "cplusplus" },
      { name: "C#" },
      { name: "Blender", logo: "blender" },
      { name: "Autodesk Maya", logo: "autodeskmaya" },
      { name: "FMOD", logo: "fmod" },
      { name: "Photon", logo: "photon" },
      { name: "Perforce", logo: "perforce" },
      { name: "Steamworks", logo: "steam" },
      { name: "Meta Quest", logo: "meta" },
    ],
  },
  proof: {
    eyebrow: "Proof",
    title: "A delivery track record beyond games",
    lead: "Our game developers work alongside the cloud, data and QA engineers behind the wider Stratora portfolio, and they share the same delivery practices.",
    figures: [
      companyFigures.projects,
      companyFigures.workforce,
      companyFigures.clients,
    ],
    stories: [],
  },
  faqs: [
    {
      id: "item-1",
      question: "Should we build our game in Unity or Unreal Engine?",
      answers: [
        "It depends on your platforms, art style and team. Unity is usually the faster choice for mobile, 2D and lighter 3D titles; Unreal suits high-fidelity PC, console and simulation work. We compare both against your requirements during the concept phase and document the reasons for the recommendation.",
      ],
    },
    {
      id: "item-2",
      question: "How long does it take to develop a game?",
      answers: [
        "A focused mobile game or training simulation often takes four to eight months from concept to launch. Larger multiplayer or console titles take longer. After the vertical slice we give you a detailed estimate, because by then the scope and visual target are fixed enough to plan reliably.",
      ],
    },
    {
      id: "item-3",
      question: "Who owns the intellectual property and source code?",
      answers: [
        "You own the game, its code, art assets and design documents, as stated in our contract. Everything is committed to version control you control, and third-party assets or plugins are listed with their license terms so there are no surprises at publishing time.",
      ],
    },
    {
      id: "item-4",
      question: "How is a game project priced?",
      answers: [
        "Concept and prototype phases are fixed-price. Production usually runs on a monthly team fee, with a milestone plan and a playable build at each milestone. That model keeps room for design changes that come from playtesting, while you see exactly what each month delivers.",
      ],
    },
    {
      id: "item-5",
      question: "Can you join a studio that already has a team?",
      answers: [
        "Yes. We often add gameplay programmers, technical artists, back-end engineers or QA testers to an existing studio for a milestone or a port. They work in your engine version, repository and task tracker, and follow your coding standards and review process from the first week.",
      ],
    },
    {
      id: "item-6",
      question: "What support do you offer after launch?",
      answers: [
        "We can run live operations for you, covering server monitoring, patch releases, seasonal events and player-data analysis, under a monthly agreement. Alternatively, we train your team on the build pipeline and back-end operations, then stay available for escalations during an agreed support period.",
      ],
    },
  ],
  cta: {
    title: "Have a game or simulation in mind?",
    lead: "Send us your concept or current build, and we will suggest an engine, a prototype plan and a realistic first milestone within a few working days.",
  },
} as const satisfies ServiceContent;
