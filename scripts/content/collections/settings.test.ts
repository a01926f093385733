// The settings are one file, content/en/settings.yaml: read, checked and split into the JSON the
// site imports; a mistake names the file and the field.
import { rmSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { useContentCopy } from '../content-copy-for-tests'
import { CONTENT_DIR } from '../generate-content'

const SETTINGS_FILE = `${CONTENT_DIR}/settings.yaml`
const content = useContentCopy()

describe('settings (one file)', () => {
  it('writes settings.json, and brand, site and not-found files for the browser alone, and analytics.json for the build', () => {
    const settings = content.generated('settings') as Record<string, unknown>
    expect(Object.keys(settings)).toEqual(['analytics', 'brand', 'defaultSiteUrl', 'site', 'companyFigures', 'contentUpdated', 'notFound'])
    expect(content.generated('analytics')).toEqual({ provider: 'none' })
    expect(content.generated('brand')).toEqual(settings.brand)
    expect(content.generated('not-found')).toEqual(settings.notFound)
    expect(content.generated('site')).toEqual({ defaultUrl: settings.defaultSiteUrl, ...(settings.site as object) })
    expect(settings.companyFigures).toMatchObject({ projects: { value: '250+', label: 'projects delivered' } })
  })

  it('turns a configured provider into the browser settings, the policy hosts and the privacy facts', () => {
    content.edit(SETTINGS_FILE, (document) =>
      document.setIn(['analytics'], { provider: 'plausible', siteId: 'www.stratora.example', retentionMonths: 24 }),
    )
    expect(content.generated('analytics')).toMatchObject({
      provider: 'plausible',
      runtime: { scriptUrl: 'https://plausible.io/js/script.manual.js', blogOrigin: 'https://blog.stratora.example' },
      cspSources: { 'script-src': ['https://plausible.io'], 'connect-src': ['https://plausible.io'] },
      policy: { name: 'Plausible Analytics', retentionMonths: 24 },
    })
  })

  it('names the analytics field an editor has to fill in for the chosen provider', () => {
    content.edit(SETTINGS_FILE, (document) => document.setIn(['analytics'], { provider: 'umami', siteId: 'my-site' }))
    const problems = content.problems()
    expect(problems).toContain(`${SETTINGS_FILE}: analytics.siteId: must be the website ID Umami shows in the site's settings`)
    expect(problems).toContain(`${SETTINGS_FILE}: analytics.retentionMonths: required for Umami: how many months it keeps raw visit records`)
  })

  it('names the file and field of a missing required field', () => {
    content.edit(SETTINGS_FILE, (document) => document.deleteIn(['notFound', 'title']))
    expect(content.problems()).toContain(`${SETTINGS_FILE}: notFound.title: required`)
  })

  it('names the file and field of a value of the wrong type', () => {
    content.edit(SETTINGS_FILE, (document) => document.setIn(['foundedYear'], 'twenty twenty'))
    expect(content.problems()).toContain(`${SETTINGS_FILE}: foundedYear: Invalid input: expected number, received string`)
  })

  it('needs every company figure the services may name, and full addresses for hosts', () => {
    content.edit(SETTINGS_FILE, (document) => {
      document.deleteIn(['companyFigures', 'women'])
      document.setIn(['bookingUrl'], 'cal.com/stratora')
      document.setIn(['contentUpdated'], '2026-02-30')
    })
    const problems = content.problems()
    expect(problems).toContain(`${SETTINGS_FILE}: companyFigures.women: required`)
    expect(problems).toContain(`${SETTINGS_FILE}: bookingUrl: must be a full address starting with https://`)
    expect(problems).toContain(`${SETTINGS_FILE}: contentUpdated: must be a real day written YYYY-MM-DD`)
  })

  it('reports the file missing', () => {
    rmSync(join(content.dir(), SETTINGS_FILE))
    expect(content.problems()).toContain(`${SETTINGS_FILE}: missing`)
  })
})
