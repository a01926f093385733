import type { InfoPageContent } from '../page-types'

export const contactPage = {
  path: '/contactus',
  title: 'Contact Us',
  seoDescription:
    'Contact Stratora about a cloud, data or AI project: book a call or email an engineer. Offices in Noida, India; London, UK; and Amsterdam, the Netherlands.',
  hero: {
    image: '/images/pages/contact.svg',
    eyebrow: 'Contact us',
    heading: 'Talk to an engineer about your project',
    promise: 'Tell us what you want to build, migrate or fix, and an engineer will reply within one business day.',
    lead: [
      'Your message goes to an engineer who has done similar work, not to a sales script. Most first conversations end with a clear view of your options, the main risks and a rough plan for the next step.',
      'Book a call through our online calendar or email a short description of your systems and goals. If you already have an architecture diagram or a request for proposal, attach it and we will read it before we speak.',
    ],
    secondaryCta: { label: 'Find an office', href: '#offices' },
  },
  blocks: [
    {
      kind: 'offices',
      id: 'offices',
      intro: {
        eyebrow: 'Our offices',
        title: 'Three offices, one delivery team',
        lead: 'Write to the office nearest you, or to any of them: the engineers who assess your project are the same people who plan and deliver it.',
      },
      note: 'Visits are by appointment. Email the office a few days ahead and we will arrange a meeting room and let reception know you are coming.',
    },
    {
      kind: 'icon-cards',
      id: 'how-to-reach-us',
      intro: {
        eyebrow: 'How to reach us',
        title: 'From first message to a written proposal',
        lead: 'Two ways to start the conversation, and three steps that follow once you get in touch.',
      },
      items: [
        {
          icon: 'clock',
          title: "Book a call with Let's Talk",
          description:
            "Select Let's Talk at the top of any page to open our booking calendar, then pick a 30-minute slot in your own time zone. Add a line or two about your project so the right engineer joins the call.",
        },
        {
          icon: 'message-square',
          title: 'Email us',
          description:
            'Write to hello@stratora.example or to the office nearest you. A few sentences on your current systems, your goal and your timeline are enough to start; attach diagrams, specifications or a request for proposal if you have them.',
        },
        {
          icon: 'timer',
          title: 'A reply within one business day',
          description:
            'An engineer reads every message and replies within one business day, either with questions about your setup or with times for a call. Requests are not filtered through a sales queue first.',
        },
        {
          icon: 'users',
          title: 'A 30-minute call with an engineer',
          description:
            'On the call, an engineer with experience in your area walks through your current setup, constraints and goals, outlines the realistic options and says plainly where we are, and are not, a good fit.',
        },
        {
          icon: 'file-text',
          title: 'A written proposal',
          description:
            'If both sides want to continue, you receive a written proposal covering scope, approach, team, timeline, assumptions and price. Where requirements are still open, it starts with a short fixed-price discovery phase.',
        },
      ],
    },
    {
      kind: 'icon-cards',
      id: 'more',
      intro: {
        eyebrow: 'More from Stratora',
        title: 'Read our blog or join the team',
        lead: 'Not here about a project? These are the better places to go.',
      },
      items: [
        {
          icon: 'file-text',
          title: 'Engineering blog',
          description:
            'Our engineers write about the problems they solve on client work: cloud cost reviews, Slurm tuning, retrieval-augmented search, test automation and migration checklists you can reuse in your own projects.',
        },
        {
          icon: 'graduation-cap',
          title: 'Careers',
          description:
            'Open roles in Noida, London and Amsterdam are posted on the careers page of our blog, with the team, the projects and each step of the interview process described up front.',
        },
        {
          icon: 'user-check',
          title: 'Job applications',
          description:
            'Please apply through the careers page rather than the project email addresses on this page. That way your application reaches the hiring team directly and is not held up in a queue of client requests.',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      intro: {
        eyebrow: 'FAQ',
        title: 'Before you get in touch',
        lead: 'Answers to the questions people most often ask before a first call.',
      },
      items: [
        {
          id: 'item-1',
          question: 'How quickly will you respond?',
          answers: [
            'We reply to every email within one business day, counted in the time zone of the office you wrote to. If you book a call instead, the booking confirmation arrives straight away, and the engineer who will join the call may send a few questions beforehand so the 30 minutes go further.',
          ],
        },
        {
          id: 'item-2',
          question: 'Will you sign an NDA before we share details?',
          answers: [
            'Yes. Send us your mutual or one-way non-disclosure agreement and we will review and sign it before you share anything confidential, or we can send you ours. A first conversation about your goals and constraints rarely needs confidential detail, so the call does not have to wait for the paperwork.',
          ],
        },
        {
          id: 'item-3',
          question: 'Which office will handle my request?',
          answers: [
            'The office closest to your time zone coordinates the conversation and the proposal. Delivery teams are then staffed from whichever offices have the right skills, and often combine engineers from Noida, London and Amsterdam.',
            'You always get one named delivery lead who works in hours that overlap with yours, so you have a single point of contact regardless of where the rest of the team sits.',
          ],
        },
        {
          id: 'item-4',
          question: 'Which languages and time zones do you work in?',
          answers: [
            'We work in English across all three offices, and proposals, documentation and reports are written in English. Our offices cover India Standard Time, UK time and Central European Time, which gives clients in Asia, Europe and the Americas a shared working window with at least one of our teams.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Ready when you are',
    lead: "Pick a time with Let's Talk or send us a short email. An engineer will come back to you within one business day with questions or a time to speak.",
  },
} as const satisfies InfoPageContent
