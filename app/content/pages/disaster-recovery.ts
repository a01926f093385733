import type { InfoPageContent } from '../page-types'

export const disasterRecoveryPage = {
  path: '/disaster-recovery',
  title: 'Disaster Recovery',
  seoDescription:
    'Disaster recovery designed around your business: recovery objectives from an impact analysis, the right tier per system and failover proven in regular drills.',
  hero: {
    image: '/images/pages/disaster-recovery.svg',
    eyebrow: 'Disaster recovery',
    heading: 'Disaster recovery you have tested, not just documented',
    promise: 'Recovery objectives for every critical system, and evidence from real tests that you can meet them.',
    lead: [
      'A recovery plan is only as good as its last test. Stratora designs disaster recovery for applications, databases and file systems on AWS, Azure, Google Cloud or between your own sites, starting from what an outage of each system would actually cost you.',
      'The service is for IT and operations leaders who answer to a board, an auditor or an insurer, and for teams whose only recovery plan today is a nightly backup nobody has restored. We protect each system at the level it needs, script the failover and rehearse it with your team.',
    ],
    secondaryCta: { label: 'Compare recovery tiers', href: '#tiers' },
  },
  blocks: [
    {
      kind: 'icon-cards',
      id: 'objectives',
      intro: {
        eyebrow: 'Recovery objectives',
        title: 'Two numbers decide how a system is protected',
        lead: 'Every design choice in disaster recovery follows from how much data you can lose and how long you can wait.',
      },
      items: [
        {
          icon: 'database',
          title: 'Recovery point objective (RPO)',
          description:
            'The most data you can afford to lose, measured in time. An RPO of one hour means that after a disaster you restore to a state no older than an hour, and re-enter or accept the loss of anything newer.',
        },
        {
          icon: 'timer',
          title: 'Recovery time objective (RTO)',
          description:
            'The longest a system may stay unavailable before the outage does unacceptable harm. It covers the whole recovery: noticing the failure, deciding to fail over, restoring data and checking the system works.',
        },
        {
          icon: 'scale',
          title: 'Business impact analysis',
          description:
            'We interview system owners about lost revenue, penalties, regulatory duties and manual workarounds for each hour of downtime, then agree an RPO and RTO per system with the people who carry the risk.',
        },
        {
          icon: 'coins',
          title: 'Objectives matched to cost',
          description:
            'Tighter objectives cost more to build and run. Setting them per system lets you spend on the payment platform that cannot stop and save on the intranet that can wait until tomorrow.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'tiers',
      intro: {
        eyebrow: 'Recovery tiers',
        title: 'Four tiers, from backups to active-active',
        lead: 'Each system is placed in the lowest tier that meets its objectives. The figures below are typical design targets, confirmed for your systems in testing.',
      },
      caption:
        'Typical design targets for each recovery tier; the objectives for your own systems are agreed after the business impact analysis and verified in drills.',
      columns: ['Recovery point (RPO)', 'Recovery time (RTO)', 'Approach', 'Typical use'],
      rows: [
        {
          label: 'Tier 1: Backup and restore',
          cells: [
            'Up to 24 hours, set by backup frequency',
            'Hours to a day',
            'Immutable backups copied to a second region or site; infrastructure rebuilt from code before data is restored',
            'Internal tools, archives, development and test environments',
          ],
        },
        {
          label: 'Tier 2: Pilot light',
          cells: [
            'Minutes to an hour',
            'A few hours',
            'Data replicated continuously to the recovery region; core services kept at minimum size and application servers started on failover',
            'Business applications that can tolerate a short outage, such as reporting and HR systems',
          ],
        },
        {
          label: 'Tier 3: Warm standby',
          cells: [
            'Seconds to minutes',
            'Minutes to under an hour',
            'A scaled-down but fully working copy runs in the recovery region and is scaled up when traffic moves to it',
            'Customer portals, ERP and order processing',
          ],
        },
        {
          label: 'Tier 4: Multi-site active-active',
          cells: [
            'Near zero',
            'Near zero to minutes',
            'Two or more sites serve traffic at the same time, with data replicated between them and traffic rerouted automatically',
            'Payment, trading and booking platforms where every minute of downtime costs revenue',
          ],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'process',
      intro: {
        eyebrow: 'How we work',
        title: 'From impact analysis to a recovery you can run at 3 a.m.',
        lead: 'A first set of critical systems is usually protected and tested within two to four months, depending on how many systems are in scope.',
      },
      steps: [
        {
          title: 'Assess',
          description:
            'We inventory systems, data stores and their dependencies, review existing backups and runbooks, and run the business impact analysis. You receive a dependency map and agreed objectives for each system.',
        },
        {
          title: 'Design',
          description:
            'Each system gets a tier, a recovery site or region, a replication method and a failover sequence that respects its dependencies. The design includes running costs per tier so you can sign off with the budget in view.',
        },
        {
          title: 'Implement',
          description:
            'We set up immutable backups, replication and standby environments with Terraform, then script failover and failback so recovery does not depend on the memory of whoever is on call that night.',
        },
        {
          title: 'Test',
          description:
            'We restore data, fail systems over in an isolated environment and time every step against the objectives. Gaps go into a fix list, and the runbooks are rewritten before the next test.',
        },
        {
          title: 'Operate',
          description:
            'We monitor backup jobs and replication lag every day, keep the plan current as systems change, and repeat drills on a schedule, typically quarterly for the most critical systems.',
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'testing',
      intro: {
        eyebrow: 'Testing',
        title: 'Proof that recovery works, on a schedule',
        lead: 'Untested backups and unrehearsed failovers are where most recovery plans fail, so testing is part of the service rather than an extra.',
      },
      items: [
        {
          icon: 'users',
          title: 'Tabletop exercises',
          description:
            'Your incident team walks through a scenario such as ransomware or a regional cloud outage, step by step, to check roles, contact lists and decision points before any system is touched.',
        },
        {
          icon: 'refresh-cw',
          title: 'Failover drills',
          description:
            'We move a system to its recovery site, run it there under real checks, then fail it back, measuring the actual recovery time against the agreed objective.',
        },
        {
          icon: 'hard-drive',
          title: 'Restore tests',
          description:
            'Backups are restored into an isolated environment on a rotating schedule, and application owners confirm the data is complete and usable, not just that a file exists.',
        },
        {
          icon: 'file-text',
          title: 'Reporting',
          description:
            'After each test you receive a written report with measured recovery times and data loss, issues found and fixes made, ready for auditors, insurers and your board.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      intro: {
        eyebrow: 'FAQ',
        title: 'Questions about disaster recovery',
        lead: 'What IT leaders usually want to settle before they commit to a recovery design.',
      },
      items: [
        {
          id: 'item-1',
          question: 'Are backups not enough on their own?',
          answers: [
            'For some systems they are, and those stay in the first tier. But a backup alone does not tell you how long a full restore takes, whether the servers, network and credentials it needs still exist, or in which order dependent systems must come back.',
            'Disaster recovery covers all of that, and testing shows whether the result meets the objective.',
          ],
        },
        {
          id: 'item-2',
          question: 'Can you protect systems that run in our own data center?',
          answers: [
            'Yes. We replicate on-premises systems to a second site you own or to a public cloud region, which often costs less than keeping a second data center equipped. Hybrid setups, where some systems recover in the cloud and others on site, are common.',
          ],
        },
        {
          id: 'item-3',
          question: 'How do you protect against ransomware?',
          answers: [
            'Backups are written to immutable, object-locked storage in a separate account with its own credentials, so an attacker who reaches production cannot delete or encrypt them. Restore tests confirm that clean copies exist, and the runbooks include recovery into a freshly built environment.',
          ],
        },
        {
          id: 'item-4',
          question: 'Will a failover drill disrupt our users?',
          answers: [
            'Most drills run in an isolated copy of the environment and users never notice. Live failover tests of production systems are planned with you for a quiet window, announced in advance and always come with a tested way back.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Find out how long recovery would really take',
    lead: 'Book a call and tell us about the systems you depend on most. We will suggest where to start the impact analysis and which recovery test to run first.',
  },
} as const satisfies InfoPageContent
