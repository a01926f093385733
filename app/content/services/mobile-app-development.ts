import type { ServiceContent } from '../service-types'
import { companyFigures } from '../company-figures'

export const mobileAppDevelopment = {
  slug: 'mobile-app-development',
  hero: {
    promise: "A tested iOS and Android app in your users' hands, with a team that keeps it running after launch.",
    lead: 'We design, build and release native apps in Swift and Kotlin, or cross-platform apps in Flutter and React Native when one codebase serves you better. The same team handles the back end, App Store and Google Play submission, and updates after go-live.',
    secondaryCta: { label: 'See how we build apps', href: '#process' },
  },
  overview: {
    eyebrow: 'Mobile app development',
    title: 'From a first prototype to a maintained app in both stores',
    lead: 'We take mobile products from idea to release and keep them current as iOS and Android change every year.',
    paragraphs: [
      'Mobile app development at Stratora covers the whole product: user research, interface design, the app itself, the APIs and data behind it, and the release pipeline. We pick native Swift and Kotlin when an app leans on the camera, Bluetooth, background location or rich animation, and Flutter or React Native when shared code across both platforms saves real time and money.',
      'We work with startups that need a first version to test with real users, and with enterprises that want field, customer or employee apps connected to ERP, CRM and identity systems. Each engagement starts with a short discovery that fixes scope, platforms and budget before any code is written, so you know exactly what you are buying.',
    ],
  },
  offerings: {
    eyebrow: 'What we offer',
    title: 'Mobile work we take on',
    lead: 'Pick a single capability or hand us the whole product; every item below comes with source code you own.',
    items: [
      {
        icon: 'smartphone',
        title: 'Native iOS and Android apps',
        description:
          "Swift and SwiftUI for iPhone and iPad, Kotlin and Jetpack Compose for Android, written to each platform's design guidelines and tuned for battery life, memory use and offline work.",
      },
      {
        icon: 'layers',
        title: 'Cross-platform apps',
        description:
          'One Flutter or React Native codebase for both stores, with native modules where the framework falls short, so new features reach iOS and Android users in the same sprint.',
      },
      {
        icon: 'layout-dashboard',
        title: 'Product and UX design',
        description:
          'User flows, clickable Figma prototypes and a design system tested with target users before development starts, so engineers build screens that people already understand.',
      },
      {
        icon: 'server',
        title: 'Back ends and integrations',
        description:
          'REST or GraphQL APIs, push notifications, in-app payments, sign-in and connections to your ERP, CRM or data platform, hosted on Firebase or in your own cloud account.',
      },
      {
        icon: 'wrench',
        title: 'Maintenance and modernization',
        description:
          'Yearly OS upgrades, SDK and dependency updates, crash fixes and gradual rewrites of aging Objective-C, Java or hybrid apps without pulling them from the stores.',
      },
    ],
  },
  extraSections: [
    {
      kind: 'icon-cards',
      id: 'why-us',
      eyebrow: 'Why Stratora',
      title: 'Reasons teams choose us for mobile',
      lead: 'What you can expect when you build your app with us, stated plainly.',
      items: [
        {
          icon: 'users',
          title: 'One team from design to support',
          description:
            'Designers, mobile engineers, back-end developers and testers work in one team, so no requirement gets lost in a handoff to another vendor.',
        },
        {
          icon: 'scale',
          title: 'Honest platform advice',
          description:
            'We explain when native pays off and when cross-platform is enough, with the cost and performance trade-offs written down before you decide.',
        },
        {
          icon: 'cloud',
          title: 'Cloud, data and AI under one roof',
          description:
            "Your app's back end, analytics and machine learning features come from colleagues who build cloud platforms and data pipelines every day.",
        },
        {
          icon: 'key',
          title: 'You own everything we build',
          description:
            'Source code, design files, signing certificates and store listings belong to you from day one, with documentation that lets any capable team take over.',
        },
        {
          icon: 'globe',
          title: 'Delivery across time zones',
          description:
            'With 150+ people across India, the United Kingdom and the Netherlands, we overlap with your working hours and resize the team as your roadmap changes.',
        },
      ],
    },
  ],
  benefits: {
    eyebrow: 'Benefits',
    title: 'What a well-built app gives your business',
    lead: 'Doing mobile properly shows up in store reviews, user retention and a quieter support queue.',
    items: [
      {
        icon: 'rocket',
        title: 'Faster time to market',
        description:
          'A tightly scoped first release and a ready build pipeline put a working version in front of testers early, so you learn from real users sooner.',
      },
      {
        icon: 'gauge',
        title: 'Responsive performance',
        description:
          "Launch time, frame rate and memory use are measured on low-end and flagship devices before every release, not only on a developer's own phone.",
      },
      {
        icon: 'shield-check',
        title: 'Security by default',
        description:
          'Encrypted local storage, certificate pinning, safe token handling and checks against the OWASP Mobile Top 10 are part of every build we ship.',
      },
      {
        icon: 'refresh-cw',
        title: 'Works without a signal',
        description:
          'Local caching and background sync let field staff and travelers keep working offline, then reconcile their changes once the connection returns.',
      },
      {
        icon: 'wallet',
        title: 'Lower cost of ownership',
        description:
          'Shared code where it makes sense, automated tests and a documented architecture keep each later feature cheaper to add than the one before.',
      },
      {
        icon: 'chart-line',
        title: 'Decisions based on usage data',
        description:
          'Analytics events, funnels and crash reports from Firebase and Sentry show which features people use, where they drop off and what to fix first.',
      },
      {
        icon: 'user-check',
        title: 'Accessible to more people',
        description:
          'Dynamic type, screen reader labels, color contrast and touch target sizes follow WCAG guidance, so people with disabilities can use the app fully.',
      },
      {
        icon: 'badge-check',
        title: 'Fewer store rejections',
        description:
          'We prepare privacy labels, data safety forms, screenshots and review notes that match Apple and Google policies, which keeps each submission moving.',
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'Four steps from idea to release',
    lead: 'Each step ends with something you can review, test or put in front of users.',
    steps: [
      {
        title: 'Discover and plan',
        description:
          'Over two to three weeks we run workshops, map user journeys and choose native or cross-platform, then deliver a prioritized backlog, an architecture sketch, a release plan and a fixed estimate for version one.',
      },
      {
        title: 'Design and prototype',
        description:
          'In three to four weeks our designers produce wireframes, a clickable Figma prototype and a design system, then test the key flows with a small group of target users before development begins.',
      },
      {
        title: 'Build and test',
        description:
          'Two-week sprints deliver working builds to TestFlight and Google Play internal testing. Unit, UI and device tests run in CI with Fastlane and Bitrise, and you see a demo at the end of every sprint.',
      },
      {
        title: 'Release and support',
        description:
          'We handle store submission, staged rollout and crash monitoring, then move into a support plan with OS upgrade work, security patches, bug triage and a monthly roadmap review with you.',
      },
    ],
  },
  technologies: {
    eyebrow: 'Technologies',
    title: 'The mobile stack we build with',
    lead: 'Mature, well-supported languages, frameworks and services, chosen for your app rather than for novelty.',
    items: [
      { name: 'Swift', logo: 'swift' },
      { name: 'SwiftUI' },
      { name: 'Kotlin', logo: 'kotlin' },
      { name: 'Jetpack Compose', logo: 'jetpackcompose' },
      { name: 'Flutter', logo: 'flutter' },
      { name: 'React Native' },
      { name: 'Xcode', logo: 'xcode' },
      { name: 'Firebase', logo: 'firebase' },
      { name: 'Figma', logo: 'figma' },
      { name: 'Fastlane', logo: 'fastlane' },
      { name: 'Bitrise', logo: 'bitrise' },
      { name: 'Sentry', logo: 'sentry' },
    ],
  },
  proof: {
    eyebrow: 'Proof',
    title: 'Delivery you can check',
    lead: 'Our mobile teams draw on the same engineering practice that sits behind every project we have delivered for clients worldwide.',
    figures: [
      companyFigures.projects,
      companyFigures.clients,
      companyFigures.workforce,
    ],
    stories: [],
  },
  faqs: [
    {
      id: 'item-1',
      question: 'How much does a mobile app cost?',
      answers: [
        'Cost depends on the number of screens, integrations and platforms. After discovery we quote a fixed price for a defined first release, or a monthly rate for a dedicated team when the scope will keep evolving. Either way, you see the estimate broken down by feature before you commit.',
      ],
    },
    {
      id: 'item-2',
      question: 'How long does it take to launch a first version?',
      answers: [
        "A focused first release with a handful of core flows usually takes three to four months from discovery to store approval. Apps with several integrations take longer, and we'll show you which features to defer if a launch date matters more than scope.",
      ],
    },
    {
      id: 'item-3',
      question: 'Should we build native or cross-platform?',
      answers: [
        'Go native when the app depends on heavy graphics, complex background work or the newest platform APIs on release day. Go with Flutter or React Native when both platforms need the same features and budget is tight. We document the trade-off for your case during discovery.',
      ],
    },
    {
      id: 'item-4',
      question: 'Who owns the source code and the store accounts?',
      answers: [
        'Both belong to your company. Code lives in your Git repository from the first commit, and the apps are published under your Apple Developer and Google Play accounts. At handover you receive architecture notes, build scripts and the signing setup needed to continue without us.',
      ],
    },
    {
      id: 'item-5',
      question: 'What happens after the app is live?',
      answers: [
        'Our support plans cover crash monitoring, bug fixes, security patches and compatibility work for each new iOS and Android release. Feature development can continue with the same people on a monthly basis, so knowledge of your app stays in the team.',
      ],
    },
  ],
  cta: {
    title: 'Planning an iOS or Android app?',
    lead: 'Book a call with our mobile leads to talk through your idea, target users and deadline, and leave with a suggested approach and clear next steps.',
  },
} as const satisfies ServiceContent
