import homeFile from '../generated/content/home.json' with { type: 'json' }
import type { HomeFile } from './schema/home'
import { companyFigures } from './company-figures'
import { services } from './services'
import type { Card, MethodologyStep, Milestone } from './types'

// Home page copy, from content/en/home.yaml (checked against app/content/schema/home.ts when
// content is generated). The "Let's Talk" primary action is rendered by the page itself.

const content = homeFile as HomeFile

export const { hero, technologies, sectionHeadings } = content

/** The counters: each a company-wide figure, split into the number that counts up and its ends. */
export const milestones: readonly Milestone[] = content.milestones.map(({ companyFigure }) => {
  const { value, label } = companyFigures[companyFigure]
  const parts = /^(\D*)(\d+)(\D*)$/.exec(value)
  if (!parts) throw new Error(`content/en/home.yaml: milestones: the figure ${companyFigure} (${value}) has no number to count up`)
  const [, prefix, end, suffix] = parts as unknown as [string, string, string, string]
  const description = `${label[0]!.toUpperCase()}${label.slice(1)}`
  return { id: companyFigure, end: Number(end), ...(prefix ? { prefix } : {}), suffix, description }
})

export const womenInWorkforce = {
  value: companyFigures[content.womenInWorkforce.companyFigure].value,
  label: content.womenInWorkforce.label,
  body: content.womenInWorkforce.body,
}

/** Numbered in the order the file gives. */
export const methodologySteps: readonly MethodologyStep[] = content.methodologySteps.map((step, i) => ({ number: i + 1, ...step }))

export const contactCard: Card = content.contactCard

/** The 16 home cards: every registered service, then the contact card. */
export const serviceCards: readonly Card[] = [
  ...services.map(({ name, img, path, desc }) => ({ title: name, img, path, desc })),
  contactCard,
]
