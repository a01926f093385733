import type { InfoPageContent } from '../page-types'

export const brochuresPage = {
  path: '/brochures',
  title: 'Brochures',
  seoDescription:
    'Download Stratora brochures on cloud and DevOps, data and AI, engineering and quality, and HPC and quantum services: short PDFs to share with your team.',
  hero: {
    image: '/images/pages/brochures.svg',
    eyebrow: 'Brochure library',
    heading: 'Brochures to share with your team',
    promise: 'Four short PDFs that explain our services in a form you can forward, print or attach to a procurement file.',
    lead: [
      'Sometimes a proposal has to pass through a committee before anyone books a call. Our brochures summarize each family of Stratora services in a few pages, so colleagues who never visit this website can still see what we do and how we work.',
      'They are free to download, and you do not need to share any contact details to get them.',
    ],
    secondaryCta: { label: 'Go to the downloads', href: '#downloads' },
  },
  blocks: [
    {
      kind: 'prose',
      id: 'about-brochures',
      intro: {
        eyebrow: 'About the brochures',
        title: 'What is inside, and who they are written for',
        lead: 'One brochure per service family, built from the same content as our service pages.',
      },
      paragraphs: [
        'We group our 15 services into four families: cloud and DevOps, data and AI, engineering and quality, and HPC and quantum. Each brochure opens with a one-page summary of the family, then gives every service in it a section drawn from its page on this site: what we deliver, the typical steps of an engagement from discovery to handover and the technologies we use. A closing page lists our offices in India, the United Kingdom and the Netherlands, with contact details.',
        'The brochures are written for the people who review a supplier without meeting one: a CTO preparing a shortlist, a finance lead checking how engagements are priced, a procurement officer assembling a vendor file, or a department head who needs to brief a steering group. They skip the sales language and keep to scope, process and deliverables.',
        "Because every PDF is generated from this website's own content each time the site is published, the brochures never drift out of date. If a service page changes, the brochure changes with it, and the page count and file size shown below always describe the file you will download.",
      ],
    },
    {
      kind: 'brochures',
      id: 'downloads',
      intro: {
        eyebrow: 'Downloads',
        title: 'Choose a service family',
        lead: 'Each PDF covers every service in its family. Download one, or all four for a complete picture of what Stratora offers.',
      },
      note: 'PDF files, free to download without registration. Generated from the current version of this website.',
    },
    {
      kind: 'icon-cards',
      id: 'next-steps',
      intro: {
        eyebrow: 'Next steps',
        title: 'When your team has read enough',
        lead: 'A brochure explains the offering; a conversation or a case study shows how it would apply to you.',
      },
      items: [
        {
          icon: 'message-square',
          title: 'Talk to an engineer',
          description:
            'Book a call to discuss your environment, compliance needs, budget and timeline. The engineer you speak to has delivered similar work and can prepare a written summary for your internal review.',
        },
        {
          icon: 'badge-check',
          title: 'Read our success stories',
          description:
            'Eight case studies show the challenge, solution and measured results of real projects, from a 30% performance gain on a research cluster to an Azure run cost cut from $30K to $10K per year.',
        },
        {
          icon: 'layers',
          title: 'Explore the service pages',
          description:
            'Each of our 15 services has its own page with offerings, process, technologies and FAQs, when you want more depth on one topic than a brochure section gives.',
        },
      ],
    },
  ],
  cta: {
    title: 'Questions the brochures do not answer?',
    lead: 'Book a call and walk us through your systems and goals. We will reply with options, risks and a rough plan for a first step, in writing if your committee needs it.',
  },
} as const satisfies InfoPageContent
