import type { ServiceContent } from '../service-types'
import { companyFigures } from '../company-figures'

export const qualityAssurance = {
  slug: 'quality-assurance',
  hero: {
    promise: 'Fewer defects reach production, thanks to testing that covers function, automation, security and the edge cases.',
    lead: 'Our QA engineers join your delivery team or run testing as a managed service. We write test plans, automate regression suites in your CI pipeline, probe for security weaknesses and check performance, accessibility and device coverage before each release.',
    secondaryCta: { label: 'See our testing process', href: '#process' },
  },
  overview: {
    eyebrow: 'Quality assurance',
    title: 'Testing built into delivery, not bolted on at the end',
    lead: 'We treat quality as an engineering discipline with plans, code and evidence, so every release decision rests on facts.',
    paragraphs: [
      'Quality assurance at Stratora spans manual and automated testing for web, mobile, API and data systems. Test engineers work from your requirements and risks, write cases that trace back to user stories and report each defect with reproduction steps, logs and screenshots that developers can act on the same day.',
      'We work with product teams that ship weekly and need regression checks they can trust, with enterprises preparing a major release or an audit, and with companies that have no dedicated testers at all. Engagements range from a two-week quality assessment to a long-term QA team embedded in your sprints.',
    ],
  },
  offerings: {
    eyebrow: 'What we offer',
    title: 'Four kinds of testing, one quality plan',
    lead: 'Combine the services your release needs; each one reports into the same dashboard and defect workflow.',
    items: [
      {
        icon: 'search',
        title: 'Core testing',
        description:
          'Functional, integration, regression, system and user acceptance testing, run from written test cases in TestRail, plus exploratory sessions that look for the problems scripted cases miss.',
      },
      {
        icon: 'workflow',
        title: 'Automation testing',
        description:
          'UI suites in Playwright, Cypress or Selenium, API tests with Postman and REST Assured, and mobile tests with Appium, all running in your CI pipeline on every pull request.',
      },
      {
        icon: 'shield-check',
        title: 'Security testing',
        description:
          'Static code analysis, dependency scanning, dynamic scans with ZAP and Burp Suite, and manual penetration tests against the OWASP Top 10, with every finding ranked by risk.',
      },
      {
        icon: 'test-tube',
        title: 'Special testing',
        description:
          'Performance and load tests with k6, JMeter and Gatling, accessibility audits against WCAG 2.2, cross-browser and real-device checks, plus localization and usability testing.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Benefits',
    title: 'What better testing changes',
    lead: 'Good QA pays off in calmer releases, shorter bug queues and fewer late-night incidents.',
    items: [
      {
        icon: 'trending-down',
        title: 'Fewer production incidents',
        description:
          'Risk-based coverage catches broken flows, data errors and regressions before customers meet them, at the point where fixes are cheapest.',
      },
      {
        icon: 'timer',
        title: 'Faster release cycles',
        description:
          'Automated regression suites replace days of manual checking, so teams can release more often without waiting on a separate test phase.',
      },
      {
        icon: 'lock',
        title: 'Lower security exposure',
        description:
          'Weaknesses in code, dependencies and configuration are found and ranked early, with clear remediation steps your developers can follow.',
      },
      {
        icon: 'file-text',
        title: 'Evidence for audits',
        description:
          'Traceable test cases, execution records and defect history give auditors and regulators documented proof of what was tested and when.',
      },
      {
        icon: 'users',
        title: 'Developers stay on features',
        description:
          'Dedicated testers own test design and upkeep, which frees engineers to build while still getting fast feedback on every change they push.',
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'From quality assessment to continuous testing',
    lead: 'A predictable path that starts small and grows with your release rhythm.',
    steps: [
      {
        title: 'Assess',
        description:
          'In a one to two week assessment we review your product, existing tests, tools and defect history, then deliver a gap report and a risk map showing which areas need coverage first.',
      },
      {
        title: 'Plan',
        description:
          'We write the test strategy covering scope, test levels, environments, test data, entry and exit criteria and the automation approach, and agree it with your product owner before execution.',
      },
      {
        title: 'Design and automate',
        description:
          'We write test cases for priority features and set up the automation framework in your repository, typically with a first regression suite running in CI within four to six weeks.',
      },
      {
        title: 'Execute and report',
        description:
          'Every sprint or release we run functional, automated, security and special tests, log defects in your tracker and share a dashboard of coverage, pass rates and open risks.',
      },
      {
        title: 'Maintain and improve',
        description:
          'As the product changes we keep suites green, remove flaky tests, extend coverage to new features and review quality trends with your team every month.',
      },
    ],
  },
  technologies: {
    eyebrow: 'Technologies',
    title: 'Testing tools we work with',
    lead: 'We favor open-source frameworks and fit into the test management and CI tools your team already uses.',
    items: [
      { name: 'Playwright' },
      { name: 'Cypress', logo: 'cypress' },
      { name: 'Selenium', logo: 'selenium' },
      { name: 'Appium', logo: 'appium' },
      { name: 'Jest', logo: 'jest' },
      { name: 'Postman', logo: 'postman' },
      { name: 'k6', logo: 'k6' },
      { name: 'Apache JMeter', logo: 'apachejmeter' },
      { name: 'ZAP', logo: 'zap' },
      { name: 'Burp Suite', logo: 'burpsuite' },
      { name: 'SonarQube', logo: 'sonarqubeserver' },
      { name: 'TestRail', logo: 'testrail' },
    ],
  },
  proof: {
    eyebrow: 'Proof',
    title: 'Quality is part of every project we deliver',
    lead: 'Quality assurance is one of the six steps in our delivery methodology, and it runs on every engagement, whatever the technology.',
    figures: [
      companyFigures.projects,
      companyFigures.clients,
    ],
    stories: [],
  },
  faqs: [
    {
      id: 'item-1',
      question: 'How do you price QA services?',
      answers: [
        'Defined pieces of work, such as an assessment, a penetration test or a load test, have a fixed price. Embedded or managed QA teams are billed at a monthly rate per tester. You receive an estimate broken down by test type and effort before any work begins.',
      ],
    },
    {
      id: 'item-2',
      question: 'Can you work with our existing tools and pipeline?',
      answers: [
        'Yes. We write tests in your repository, run them in your CI system, whether that is GitHub Actions, GitLab CI, Azure DevOps or Jenkins, and log defects in Jira or the tracker you already use. We only suggest new tools when the current ones block coverage.',
      ],
    },
    {
      id: 'item-3',
      question: 'Where do you start with test automation?',
      answers: [
        'We automate the flows that would hurt most if they broke, such as sign-in, checkout or data submission, and run them as a smoke suite on every build. Coverage then widens sprint by sprint, guided by defect history and the features on your roadmap.',
      ],
    },
    {
      id: 'item-4',
      question: 'How do you handle our systems and data during security testing?',
      answers: [
        'Every security test runs under a written scope and rules of engagement that you sign. We test in agreed environments, use masked or synthetic data where possible and report critical findings immediately instead of holding them for the final report.',
      ],
    },
    {
      id: 'item-5',
      question: 'Who owns the test cases and automation code?',
      answers: [
        'Your company keeps all of it. Test cases, scripts, frameworks and reports are stored in your systems and handed over with documentation, so your own staff or another vendor can maintain them after our engagement ends.',
      ],
    },
  ],
  cta: {
    title: 'Ready to find the bugs before your users do?',
    lead: 'Book a call with our QA lead to discuss your product, release rhythm and current test coverage, and get a proposal for an assessment or a full testing plan.',
  },
} as const satisfies ServiceContent
