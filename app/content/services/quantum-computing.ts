import type { ServiceContent } from '../service-types'
import { companyFigures } from '../company-figures'

export const quantumComputing = {
  slug: 'quantum-computing',
  hero: {
    promise: 'A clear answer on where quantum computing can help your business, backed by working prototypes.',
    lead: 'We assess which of your optimization, simulation or machine learning problems suit quantum methods, build prototypes in Qiskit, Cirq or PennyLane, run them on simulators and cloud quantum hardware, and compare the results honestly with the best classical approach.',
    secondaryCta: { label: 'Read common questions', href: '#faq' },
  },
  overview: {
    eyebrow: 'Quantum computing',
    title: 'Practical quantum work for teams that want facts, not hype',
    lead: 'Quantum hardware is improving quickly but remains small and noisy, so we focus on careful experiments and long-term readiness.',
    paragraphs: [
      'Our quantum computing service helps organizations test whether quantum algorithms could one day beat the classical methods they rely on now. We translate a business problem into a mathematical form, such as a QUBO or a Hamiltonian, implement it in a quantum SDK and benchmark it against tuned classical solvers on the same data.',
      'The service suits research groups in pharmaceuticals, chemistry and materials science, logistics and energy companies facing hard scheduling or routing problems, and finance teams exploring portfolio optimization or risk simulation. It also serves technology leaders who want a realistic roadmap and trained staff in place well before fault-tolerant machines arrive.',
    ],
  },
  offerings: {
    eyebrow: 'What we offer',
    title: 'Quantum services from study to prototype',
    lead: 'Start with a short study, then invest further only where the evidence supports it.',
    items: [
      {
        icon: 'search',
        title: 'Feasibility studies',
        description:
          'We review your candidate problems, estimate the qubit counts and circuit depths they would need and report which ones are worth prototyping now, later or not at all.',
      },
      {
        icon: 'code',
        title: 'Algorithm prototyping',
        description:
          'Working implementations of QAOA, VQE, Grover-style search or quantum kernels for your problem, with reproducible notebooks, tests and a benchmark against classical baselines.',
      },
      {
        icon: 'workflow',
        title: 'Hybrid quantum-classical workflows',
        description:
          'Pipelines that run classical pre-processing and optimizers on cloud or HPC resources and send circuits to quantum processors through Amazon Braket, Azure Quantum or IBM Quantum.',
      },
      {
        icon: 'cpu',
        title: 'Simulation on classical hardware',
        description:
          'GPU-accelerated state-vector and tensor-network simulators, such as NVIDIA CUDA-Q and Qiskit Aer, let you test larger circuits cheaply before paying for time on real devices.',
      },
      {
        icon: 'graduation-cap',
        title: 'Training and readiness',
        description:
          'Workshops for developers and data scientists on quantum fundamentals and SDKs, plus a roadmap covering skills, priority use cases and planning for post-quantum cryptography.',
      },
    ],
  },
  extraSections: [
    {
      kind: 'lists',
      id: 'technology-lists',
      eyebrow: 'Technology',
      title: 'Platforms, tools and algorithms we work with',
      lead: 'We stay hardware-neutral and choose the platform that fits your problem, budget and access.',
      groups: [
        {
          name: 'Hardware platforms',
          items: [
            'Superconducting qubits',
            'Trapped-ion qubits',
            'Photonic processors',
            'Neutral-atom arrays',
            'Quantum annealers',
            'GPU-based circuit simulators',
          ],
        },
        {
          name: 'SDKs and frameworks',
          items: [
            'Qiskit',
            'Cirq',
            'PennyLane',
            'Amazon Braket SDK',
            'Azure Quantum Development Kit (Q#)',
            'NVIDIA CUDA-Q',
            'OpenQASM 3',
          ],
        },
        {
          name: 'Algorithms and use cases',
          items: [
            'QAOA for combinatorial optimization',
            'VQE for molecular ground-state energies',
            "Grover's search and amplitude amplification",
            'Quantum phase estimation',
            'Quantum machine learning and quantum kernels',
            'Amplitude estimation for financial risk',
          ],
        },
      ],
    },
  ],
  benefits: {
    eyebrow: 'Benefits',
    title: 'What you gain from exploring quantum now',
    lead: 'Early, well-scoped work builds knowledge without betting the budget on an unproven technology.',
    items: [
      {
        icon: 'target',
        title: 'Evidence-based decisions',
        description:
          'Benchmarks against classical solvers show whether a quantum approach helps your specific problem, so investment follows results instead of headlines.',
      },
      {
        icon: 'wallet',
        title: 'Controlled spending',
        description:
          'Simulators handle most experiments, and paid hardware runs are planned and capped, so each study costs an amount agreed up front.',
      },
      {
        icon: 'brain',
        title: 'Skills inside your team',
        description:
          'Your engineers work alongside ours and keep the notebooks, code and training material, building in-house expertise that outlasts the project.',
      },
      {
        icon: 'lock',
        title: 'A head start on new cryptography',
        description:
          'An inventory of where your systems rely on RSA and elliptic-curve encryption begins the move to the post-quantum algorithms standardized by NIST.',
      },
    ],
  },
  process: {
    eyebrow: 'How we work',
    title: 'How a quantum engagement runs',
    lead: 'Short, fixed phases with a go or no-go decision at the end of each one.',
    steps: [
      {
        title: 'Use-case workshop',
        description:
          'A one-week series of sessions with your domain experts lists candidate problems, data sources and success criteria, and ends with a shortlist of two or three problems to study.',
      },
      {
        title: 'Feasibility study',
        description:
          'Over three to four weeks we formulate each shortlisted problem, estimate resource needs and classical baselines, and deliver a written report with a clear recommendation.',
      },
      {
        title: 'Prototype',
        description:
          'A six to ten week build of the chosen algorithm in a quantum SDK, tested on simulators first, with code, notebooks and documentation kept in your repository.',
      },
      {
        title: 'Hardware runs and benchmarking',
        description:
          'We run the prototype on selected cloud quantum processors, apply error mitigation, compare the output with classical solvers and present the findings to your stakeholders.',
      },
      {
        title: 'Roadmap and handover',
        description:
          'You receive a roadmap of next steps, the hardware milestones worth watching and training for your team, plus optional ongoing support as SDKs and devices evolve.',
      },
    ],
  },
  technologies: {
    eyebrow: 'Technologies',
    title: 'Tools behind our quantum work',
    lead: 'Open-source SDKs and the major cloud quantum services, with Python as the common thread.',
    items: [
      { name: 'Qiskit', logo: 'qiskit' },
      { name: 'Cirq' },
      { name: 'PennyLane' },
      { name: 'Amazon Braket' },
      { name: 'Azure Quantum' },
      { name: 'NVIDIA CUDA-Q', logo: 'nvidia' },
      { name: 'Python', logo: 'python' },
      { name: 'Jupyter', logo: 'jupyter' },
      { name: 'NumPy', logo: 'numpy' },
      { name: 'SciPy', logo: 'scipy' },
    ],
  },
  proof: {
    eyebrow: 'Proof',
    title: 'The engineering depth behind our quantum team',
    lead: 'Quantum prototypes rely on the same HPC, cloud and data engineering we use on client projects every day.',
    figures: [
      companyFigures.projects,
      companyFigures.clients,
    ],
    stories: [],
  },
  faqs: [
    {
      id: 'item-1',
      question: 'Can quantum computing solve our problem better today?',
      answers: [
        'For most business problems, not yet. Current devices are noisy and limited in size, and well-tuned classical methods often win. A feasibility study tells you whether your problem has the structure where quantum methods could help, and what hardware progress would be needed first.',
      ],
    },
    {
      id: 'item-2',
      question: 'What does a feasibility study cost and how long does it take?',
      answers: [
        'A feasibility study is a fixed-price engagement of three to four weeks that follows a one-week workshop. The price depends on how many problems we study, and any paid hardware time is estimated and approved by you in advance.',
      ],
    },
    {
      id: 'item-3',
      question: 'Do we need our own quantum hardware?',
      answers: [
        'No. We use simulators on standard or GPU servers and reach quantum processors through cloud services such as Amazon Braket, Azure Quantum and IBM Quantum. You pay only for the runs you need, usually through your own cloud account.',
      ],
    },
    {
      id: 'item-4',
      question: 'Who owns the algorithms and code we develop together?',
      answers: [
        'You own the code, notebooks, problem formulations and reports created for you. We build on open-source SDKs, whose licenses we document, and we never reuse your data or problem-specific work for other clients.',
      ],
    },
    {
      id: 'item-5',
      question: 'How do we get started?',
      answers: [
        'Book a call and tell us about the problems you are considering. We then propose a use-case workshop, agree on who from your side should join and send a short pre-read, so the first session starts with real questions.',
      ],
    },
  ],
  cta: {
    title: 'Curious whether quantum fits your roadmap?',
    lead: 'Talk to our quantum team about your candidate problems and get a proposal for a workshop or feasibility study with a fixed scope and price.',
  },
} as const satisfies ServiceContent
