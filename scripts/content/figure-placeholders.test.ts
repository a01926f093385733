import { describe, expect, it } from 'vitest'

import { fillFigurePlaceholders } from './figure-placeholders'

const figures = {
  projects: { value: '250+', label: 'projects delivered' },
  clients: { value: '60+', label: 'clients globally' },
  women: { value: '50%', label: 'women in the workforce' },
  savings: { value: '$25M+', label: 'savings delivered' },
}

describe('fillFigurePlaceholders', () => {
  it('fills every placeholder, at any depth, with the figure from the settings', () => {
    const raw = { lead: 'Over {{figure.projects}} projects', items: [{ text: '{{ figure.savings }} saved, {{figure.women}} women' }] }
    expect(fillFigurePlaceholders(raw, 'a.yaml', figures)).toEqual({
      raw: { lead: 'Over 250+ projects', items: [{ text: '$25M+ saved, 50% women' }] },
      problems: [],
    })
  })

  it('names the field of a figure the settings do not have', () => {
    const { problems } = fillFigurePlaceholders({ faqs: [{ answer: '{{figure.offices}} offices' }] }, 'a.yaml', figures)
    expect(problems).toEqual(['a.yaml: faqs[0].answer: no company figure "offices" (figures: projects, clients, women, savings)'])
  })

  it('names the field where a figure is typed out instead of named', () => {
    const { problems } = fillFigurePlaceholders({ lead: 'Women are 50 % of us, with $25M+ saved' }, 'a.yaml', figures)
    expect(problems).toEqual([
      'a.yaml: lead: write {{figure.women}} instead of "50%" (settings.yaml: companyFigures.women)',
      'a.yaml: lead: write {{figure.savings}} instead of "$25M+" (settings.yaml: companyFigures.savings)',
    ])
  })

  it('names the field of a sentence that states a company figure typed out', () => {
    for (const [lead, key, value] of [
      ['50% of our workforce are women.', 'women', '50%'],
      ['We have 250+ projects delivered.', 'projects', '250+'],
      ['Trusted by over 60+ clients.', 'clients', '60+'],
      ['Our clients saved $25M+ in total.', 'savings', '$25M+'],
      ['Half the team, 50 %, are women engineers.', 'women', '50%'],
    ]) {
      expect(fillFigurePlaceholders({ lead }, 'a.yaml', figures).problems, lead).toEqual([
        `a.yaml: lead: write {{figure.${key}}} instead of "${value}" (settings.yaml: companyFigures.${key})`,
      ])
    }
  })

  it('leaves a number alone that equals a figure in a sentence about something else', () => {
    for (const lead of [
      'Costs fell 50%.',
      'We cut costs by 50% in the first quarter.',
      'Queries ran 50% faster. The workforce of the client grew.',
      'The cluster runs 250+ nodes and 60+ pipelines.',
    ]) {
      expect(fillFigurePlaceholders({ lead }, 'a.yaml', figures).problems, lead).toEqual([])
    }
  })

  it('leaves longer numbers alone: 1250+ and 150% are not the figures', () => {
    expect(fillFigurePlaceholders({ lead: '1250+ tickets, 150% growth, 2.50% fees' }, 'a.yaml', figures).problems).toEqual([])
  })
})
