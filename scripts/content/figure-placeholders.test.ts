import { describe, expect, it } from 'vitest'

import { fillFigurePlaceholders } from './figure-placeholders'

const figures = { projects: { value: '250+' }, women: { value: '50%' }, savings: { value: '$25M+' } }

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
    expect(problems).toEqual(['a.yaml: faqs[0].answer: no company figure "offices" (figures: projects, women, savings)'])
  })

  it('names the field where a figure is typed out instead of named', () => {
    const { problems } = fillFigurePlaceholders({ lead: 'Women are 50 % of us, with $25M+ saved' }, 'a.yaml', figures)
    expect(problems).toEqual([
      'a.yaml: lead: write {{figure.women}} instead of "50%" (settings.yaml: companyFigures.women)',
      'a.yaml: lead: write {{figure.savings}} instead of "$25M+" (settings.yaml: companyFigures.savings)',
    ])
  })

  it('leaves longer numbers alone: 1250+ and 150% are not the figures', () => {
    expect(fillFigurePlaceholders({ lead: '1250+ tickets, 150% growth, 2.50% fees' }, 'a.yaml', figures).problems).toEqual([])
  })
})
