import type { ServiceContent } from '../service-types'
import { companyFigures } from '../company-figures'

export const blockChain = {
  slug: 'block-chain',
  hero: {
    promise: 'Smart contracts and shared ledgers that are audited before launch and operated with care after it.',
    lead: 'We build on Ethereum-compatible networks and on permissioned Hyperledger Fabric ledgers, depending on who needs to see and write the data. Every contract is tested, independently reviewed and deployed with monitoring, key management and an upgrade plan.',
    secondaryCta: { label: 'Read the common questions', href: '#faq' },
  },
  overview: {
    eyebrow: 'Blockchain',
    title: 'A shared record where several parties need to trust the same data',
    lead: 'We start by asking whether a ledger is the right tool at all, and build one only when it is.',
    paragraphs: [
      'Blockchain earns its place when several organizations must rely on one record that none of them controls alone: goods moving through a supply chain, certificates issued by one party and checked by many, or payments settled between partners. In those cases a shared ledger replaces reconciliation emails and disputed spreadsheets with a history that every participant can verify.',
      'We work with product teams adding wallet payments or tokenized assets to an existing platform, and with consortia of manufacturers, logistics providers or financial institutions that need a permissioned network. Public chains suit open participation; Hyperledger Fabric suits known members with private data. We also review and extend contracts written by other vendors before they go live.',
      'Where a conventional database with an audit log would do the job, we say so in the first workshop. That honesty saves budget, and it means the ledgers we do build have a clear reason to exist. When a ledger is justified, we design it for the fewest on-chain operations that still give participants the guarantees they need.',
    ],
  },
  offerings: {
    eyebrow: 'What we offer',
    title: 'From contract code to running networks',
    lead: 'We cover design, development, review and operation, so one team answers for the whole system.',
    items: [
      {
        icon: 'code',
        title: 'Smart contract development',
        description:
          'Solidity contracts for tokens, escrow, access rights and business rules, built on OpenZeppelin libraries, covered by unit and property-based tests, and written to keep transaction fees predictable.',
      },
      {
        icon: 'shield-check',
        title: 'Smart contract audits',
        description:
          'Line-by-line review, static analysis and fuzzing of your contracts, or those of a vendor, with a written report that ranks findings by severity and verifies every fix.',
      },
      {
        icon: 'network',
        title: 'Permissioned ledgers on Hyperledger Fabric',
        description:
          'Consortium networks with member identities, private data collections and chaincode in Go, deployed on Kubernetes with endorsement policies that mirror your governance agreement.',
      },
      {
        icon: 'wallet',
        title: 'Wallet and payment integrations',
        description:
          'Wallet connections, custodial and non-custodial key options, stablecoin payments and on-chain settlement integrated into your web or mobile application and reconciled with your back office.',
      },
      {
        icon: 'link',
        title: 'Traceability and document verification',
        description:
          'Records of origin, custody and certification anchored to a ledger, with documents stored off-chain on IPFS or cloud storage and only their fingerprints written on-chain.',
      },
      {
        icon: 'server',
        title: 'Node operations and monitoring',
        description:
          'Hosted nodes, indexers and event listeners with alerting on failed transactions, unusual contract activity and key usage, plus a documented procedure for contract upgrades.',
      },
    ],
  },
  benefits: {
    eyebrow: 'Benefits',
    title: 'What a well-built ledger gives you',
    lead: 'The gains come from removing disputes and manual checks between organizations, not from the technology label.',
    items: [
      {
        icon: 'lock',
        title: 'Tamper-evident history',
        description:
          'Every change is signed and time-stamped, so participants and auditors can verify who recorded what without relying on one party to keep honest logs.',
      },
      {
        icon: 'refresh-cw',
        title: 'Less reconciliation between partners',
        description:
          'Partners read the same state instead of exchanging and matching their own copies, which removes much of the month-end back-and-forth.',
      },
      {
        icon: 'zap',
        title: 'Automatic settlement',
        description:
          'Smart contracts release payments or update ownership the moment agreed conditions are met, without manual approval chains for routine cases.',
      },
      {
        icon: 'shield-check',
        title: 'Security reviewed before launch',
        description:
          'Audited code, hardware-backed key storage and monitored deployments lower the risk of the costly, irreversible mistakes that public contracts are known for.',
      },
      {
        icon: 'scale',
        title: 'Architecture that fits the problem',
        description:
          'Choosing between public, permissioned or no blockchain at the start keeps running costs, privacy and governance aligned with what your use case actually needs.',
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'A careful path from use case to mainnet',
    lead: 'Contracts are hard to change once deployed, so we invest in design and review before anything goes live.',
    steps: [
      {
        title: 'Feasibility workshop',
        description:
          'In one to two weeks we test the use case against simpler alternatives, identify the participants and their incentives, and deliver a recommendation on chain type with rough cost estimates.',
      },
      {
        title: 'Architecture and data model',
        description:
          'We define what lives on-chain and off-chain, the contract interfaces, roles, key custody and upgrade strategy, and document them in an architecture record your stakeholders approve.',
      },
      {
        title: 'Build on a test network',
        description:
          'Over six to ten weeks we develop contracts, APIs and user interfaces in short sprints, deploying each increment to a public testnet or private network for hands-on review.',
      },
      {
        title: 'Review and hardening',
        description:
          'Internal security review, fuzzing and gas optimization, followed by an independent audit where the value at stake calls for one. Every finding is fixed and retested before launch.',
      },
      {
        title: 'Launch and operate',
        description:
          'We deploy with multi-signature controls, verify contract source on block explorers, set up monitoring and alerting, and support the network with an agreed on-call arrangement.',
      },
    ],
  },
  technologies: {
    eyebrow: 'Technologies',
    title: 'Chains, languages and tools we use',
    lead: 'We favor mature, well-audited tooling over the newest framework, because contract mistakes are expensive to undo.',
    items: [
      { name: 'Ethereum', logo: 'ethereum' },
      { name: 'Polygon', logo: 'polygon' },
      { name: 'Solidity', logo: 'solidity' },
      { name: 'OpenZeppelin', logo: 'openzeppelin' },
      { name: 'Hyperledger Fabric' },
      { name: 'Go', logo: 'go' },
      { name: 'Hardhat' },
      { name: 'Foundry' },
      { name: 'ethers.js', logo: 'ethers' },
      { name: 'Chainlink', logo: 'chainlink' },
      { name: 'IPFS', logo: 'ipfs' },
      { name: 'WalletConnect', logo: 'walletconnect' },
    ],
  },
  proof: {
    eyebrow: 'Proof',
    title: 'Engineering discipline carried over from production systems',
    lead: 'Our blockchain engineers apply the same testing, security review and cloud operations practices that we use across the projects we deliver for clients around the world.',
    figures: [
      companyFigures.projects,
      companyFigures.workforce,
    ],
    stories: [],
  },
  faqs: [
    {
      id: 'item-1',
      question: 'How do we know whether we need a blockchain at all?',
      answers: [
        'Ask whether several parties who do not fully trust each other need to write to the same record, and whether a neutral operator is impractical. If one organization controls the data, a database with an append-only audit log is cheaper and faster. Our feasibility workshop answers this question in writing before any build begins.',
      ],
    },
    {
      id: 'item-2',
      question: 'Public chain or permissioned ledger?',
      answers: [
        'Public networks such as Ethereum or Polygon suit open participation, tokens and interoperability with existing wallets. Permissioned ledgers such as Hyperledger Fabric suit consortia of known members who need private data, predictable costs and no cryptocurrency exposure.',
        'Some designs combine both, keeping business data private and anchoring periodic proofs on a public chain.',
      ],
    },
    {
      id: 'item-3',
      question: 'How do you make smart contracts secure?',
      answers: [
        'We build on audited OpenZeppelin components, keep contracts small, and test them with unit, property-based and fuzz tests. Static analysis runs on every change. Before mainnet, a reviewer who did not write the code audits it, and for contracts that hold significant value we recommend an additional external audit firm.',
      ],
    },
    {
      id: 'item-4',
      question: 'What does a blockchain project cost to build and run?',
      answers: [
        'The feasibility workshop is fixed price. Builds are quoted per milestone after the architecture is agreed. Running costs depend on the design: public networks charge transaction fees that we estimate from your expected volumes, while permissioned networks cost roughly what the hosting for their nodes costs. We give you both figures before you commit.',
      ],
    },
    {
      id: 'item-5',
      question: 'Who controls the contracts and the keys?',
      answers: [
        'You do. Contracts are deployed from addresses your organization controls, administrative functions sit behind multi-signature wallets or hardware security modules, and all source code lives in your repository. We never hold sole custody of production keys, and the upgrade procedure is documented so control stays with you.',
      ],
    },
  ],
  cta: {
    title: 'Test your blockchain idea before you build it',
    lead: 'Book a feasibility workshop. In one to two weeks you will know whether a ledger fits your use case, which kind, and what it would take to run.',
  },
} as const satisfies ServiceContent
