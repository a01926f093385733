// A broken page file never reaches a visitor: each kind of mistake stops generation with the file
// and the field named. Each test breaks one copy of the real content.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'
import { parseDocument } from 'yaml'

import { useContentCopy } from '../content-copy-for-tests'
import { CONTENT_DIR, GENERATED_DIR, generateContent } from '../generate-content'

const content = useContentCopy()

const ABOUT = `${CONTENT_DIR}/pages/about.yaml`
const STARTUP = `${CONTENT_DIR}/pages/startup.yaml`
const REALM = `${CONTENT_DIR}/pages/realm.yaml`
const HYBRID = `${CONTENT_DIR}/pages/hybrid-cloud.yaml`

/** The index of the first block of a kind in a page file of the copy. */
function blockIndex(file: string, kind: string) {
  const page = parseDocument(readFileSync(join(content.dir(), file), 'utf8')).toJS() as { blocks: { kind: string }[] }
  const index = page.blocks.findIndex((block) => block.kind === kind)
  if (index < 0) throw new Error(`${file} has no ${kind} block`)
  return index
}

describe('page files', () => {
  it('generate every page in order when the content is sound', () => {
    generateContent(content.dir())
    const pages = JSON.parse(readFileSync(join(content.dir(), GENERATED_DIR, 'pages.json'), 'utf8')) as { path: string; order: number }[]
    expect(pages).toHaveLength(13)
    expect(pages.map((page) => page.order)).toEqual([...Array(13).keys()].map((i) => i + 1))
    expect(pages[0]!.path).toBe('/startup')
  })

  it('name the file and field of a missing required field', () => {
    const timeline = blockIndex(ABOUT, 'timeline')
    content.edit(ABOUT, (document) => document.deleteIn(['blocks', timeline, 'entries', 2, 'heading']))
    expect(content.problems()).toContain(`${ABOUT}: blocks[${timeline}].entries[2].heading: required`)
  })

  it('name the file and field of a value of the wrong type', () => {
    const timeline = blockIndex(ABOUT, 'timeline')
    content.edit(ABOUT, (document) => document.setIn(['blocks', timeline, 'entries', 0, 'year'], 'twenty twenty'))
    expect(content.problems()).toContain(`${ABOUT}: blocks[${timeline}].entries[0].year: Invalid input: expected number, received string`)
  })

  it('name the file and field of a block kind no section renders', () => {
    content.edit(ABOUT, (document) => document.setIn(['blocks', 1, 'kind'], 'carousel'))
    expect(content.problems()).toContain(`${ABOUT}: blocks[1].kind: unknown block kind "carousel": use one of prose, icon-cards, lists,`)
  })

  it('name the file and field of a path another page or a service already has', () => {
    // Files are read in name order: about.yaml claims /about first, startup.yaml is the duplicate.
    content.edit(STARTUP, (document) => document.setIn(['path'], '/About'))
    expect(content.problems()).toContain(`${STARTUP}: path: /About is already the path of ${ABOUT}`)
    content.edit(STARTUP, (document) => document.setIn(['path'], '/devsecops-as-a-service'))
    expect(content.problems()).toContain(`${STARTUP}: path: /devsecops-as-a-service is already the path of the service ${CONTENT_DIR}/services/devsecops.yaml`)
  })

  it('name the page the spec requires when its file is gone', () => {
    rmSync(join(content.dir(), ABOUT))
    expect(content.problems()).toContain("content/en/pages: no page has the path /about, which the spec's route list requires")
  })

  it('name the file and field of a link, anchor or story that does not exist', () => {
    const links = blockIndex(STARTUP, 'links')
    const stories = blockIndex(STARTUP, 'stories')
    content.edit(STARTUP, (document) => {
      document.setIn(['blocks', links, 'links', 1, 'path'], '/no-such-page')
      document.setIn(['blocks', stories, 'slugs', 0], 'no-such-story')
      document.setIn(['hero', 'secondaryCta', 'href'], '#no-such-block')
    })
    const problems = content.problems()
    expect(problems).toContain(`${STARTUP}: blocks[${links}].links[1].path: no page "/no-such-page"`)
    expect(problems).toContain(`${STARTUP}: blocks[${stories}].slugs[0]: no success story "no-such-story"`)
    expect(problems).toContain(`${STARTUP}: hero.secondaryCta.href: no block on this page has the id "no-such-block"`)
  })

  it('name a card or text link that leads nowhere, or is not a link at all', () => {
    const CONTACT = `${CONTENT_DIR}/pages/contact.yaml`
    const cards = blockIndex(CONTACT, 'icon-cards')
    const prose = blockIndex(ABOUT, 'prose')
    content.edit(CONTACT, (document) => {
      document.setIn(['blocks', cards, 'items', 0, 'link'], document.createNode({ label: 'Jobs', href: '/jobs' }))
      document.setIn(['blocks', cards, 'items', 1, 'link'], document.createNode({ label: 'Offices', href: '#nowhere' }))
    })
    content.edit(ABOUT, (document) => document.setIn(['blocks', prose, 'link'], document.createNode({ label: 'Roles', href: '/carrers' })))
    const problems = content.problems()
    expect(problems).toContain(`${CONTACT}: blocks[${cards}].items[0].link.href: no page "/jobs"`)
    expect(problems).toContain(`${CONTACT}: blocks[${cards}].items[1].link.href: no block on this page has the id "nowhere"`)
    expect(problems).toContain(`${ABOUT}: blocks[${prose}].link.href: no page "/carrers"`)
    content.edit(CONTACT, (document) =>
      document.setIn(['blocks', cards, 'items', 2, 'link'], document.createNode({ label: 'Write', href: 'hello@stratora.example' })),
    )
    expect(content.problems()).toContain(
      `${CONTACT}: blocks[${cards}].items[2].link.href: must be a /path, a #section, a full https:// address or mailto: and an email address`,
    )
  })

  it('name the file and field of a table row whose cells do not match the columns', () => {
    const file = `${CONTENT_DIR}/pages/enterprises.yaml`
    const table = blockIndex(file, 'table')
    content.edit(file, (document) => document.deleteIn(['blocks', table, 'rows', 0, 'cells', 0]))
    expect(content.problems()).toMatch(new RegExp(`${file}: blocks\\[${table}\\]\\.rows\\[0\\]\\.cells: \\d+ cells, but the table has \\d+ columns`))
  })

  it('resolve a company figure by name only when the name exists', () => {
    const figures = blockIndex(ABOUT, 'figures')
    content.edit(ABOUT, (document) => document.setIn(['blocks', figures, 'figures', 0, 'companyFigure'], 'revenue'))
    expect(content.problems()).toContain(`${ABOUT}: blocks[${figures}].figures[0]`)
  })

  it('name a company-wide figure on a page that is not about the company', () => {
    const PRIVATE = `${CONTENT_DIR}/pages/private-cloud.yaml`
    content.edit(PRIVATE, (document) =>
      document.addIn(['blocks'], { kind: 'figures', id: 'record', intro: { eyebrow: 'Record', title: 'Our record', lead: 'What we measured.' }, figures: [{ companyFigure: 'projects' }] }),
    )
    expect(content.problems()).toMatch(
      new RegExp(`${PRIVATE}: blocks\\[\\d+\\]\\.figures\\[0\\]\\.companyFigure: company-wide figures are shown on the home, about and stories pages only`),
    )
  })

  it('name a figure tile that repeats the headline result of a story card on the same page', () => {
    const PRIVATE = `${CONTENT_DIR}/pages/private-cloud.yaml`
    const figures = [{ value: '50K euros', label: 'saved by consolidating research IT' }]
    content.edit(PRIVATE, (document) => document.addIn(['blocks'], { kind: 'figures', id: 'record', intro: { eyebrow: 'Record', title: 'Our record', lead: 'What we measured.' }, figures }))
    expect(content.problems()).toMatch(
      /private-cloud\.yaml: blocks\[\d+\]\.figures\[0\]: "50K euros" repeats the headline result of "too-many-scientists-and-too-less-it-made-a-system-that-no-one-understands"/,
    )
  })

  it('name the file and field of a product screen or hosting model no component draws', () => {
    const tour = blockIndex(REALM, 'product-tour')
    const deployment = blockIndex(REALM, 'deployment-options')
    content.edit(REALM, (document) => {
      document.setIn(['blocks', tour, 'items', 2, 'screen'], 'dashboard')
      document.setIn(['blocks', deployment, 'options', 0, 'hosting'], 'edge')
      document.setIn(['hero', 'screen'], 'home')
    })
    const problems = content.problems()
    expect(problems).toContain(`${REALM}: blocks[${tour}].items[2].screen: unknown screen "dashboard": use one of platform-overview, model-catalogue,`)
    expect(problems).toContain(`${REALM}: blocks[${deployment}].options[0].hosting: unknown hosting "edge": use one of managed, your-cloud, your-data-center`)
    expect(problems).toContain(`${REALM}: hero.screen: unknown screen "home"`)
  })

  it('name the tour item that repeats a screen', () => {
    const tour = blockIndex(REALM, 'product-tour')
    content.edit(REALM, (document) => document.setIn(['blocks', tour, 'items', 4, 'screen'], 'model-catalogue'))
    expect(content.problems()).toContain(`${REALM}: blocks[${tour}].items[4].screen: "model-catalogue" is already the screen of items[0]`)
  })

  it('name a hero with both a screen and an image', () => {
    content.edit(REALM, (document) => document.setIn(['hero', 'image'], '/images/pages/about.svg'))
    expect(content.problems()).toContain(`${REALM}: hero.screen: show a screen or an image, not both`)
  })

  it('name a solution hero field that is out of range or missing', () => {
    content.edit(HYBRID, (document) => {
      document.setIn(['hero', 'problem', 'items'], ['Only one statement.'])
      document.setIn(['hero', 'choices', 'items', 1, 'href'], 'privatecloud')
      document.deleteIn(['hero', 'choices', 'items', 2, 'choice'])
    })
    const problems = content.problems()
    expect(problems).toContain(`${HYBRID}: hero.problem.items: needs 2 or 3 statements`)
    expect(problems).toContain(`${HYBRID}: hero.choices.items[1].href: must be a path on this site, starting with /`)
    expect(problems).toContain(`${HYBRID}: hero.choices.items[2].choice: required`)
  })

  it('name a decision aid with too many choices', () => {
    content.edit(HYBRID, (document) => {
      const first = document.getIn(['hero', 'choices', 'items', 0]) as object
      document.addIn(['hero', 'choices', 'items'], first)
    })
    expect(content.problems()).toContain(`${HYBRID}: hero.choices.items: needs 2 to 4 choices`)
  })

  it('name a choice that leads to no page, or back to its own page', () => {
    content.edit(HYBRID, (document) => {
      document.setIn(['hero', 'choices', 'items', 1, 'href'], '/x')
      document.setIn(['hero', 'choices', 'items', 2, 'href'], '/hybrid-cloud')
    })
    const problems = content.problems()
    expect(problems).toContain(`${HYBRID}: hero.choices.items[1].href: no page "/x"`)
    expect(problems).toContain(`${HYBRID}: hero.choices.items[2].href: "/hybrid-cloud" is this page; a choice leads to another one`)
  })

  it('name a solution hero with an illustration or a product screen', () => {
    content.edit(HYBRID, (document) => {
      document.setIn(['hero', 'image'], '/images/pages/about.svg')
      document.setIn(['hero', 'screen'], 'platform-overview')
    })
    const problems = content.problems()
    expect(problems).toContain(`${HYBRID}: hero.image: a hero with problem or choices has no illustration: remove image`)
    expect(problems).toContain(`${HYBRID}: hero.screen: a hero with problem or choices shows no product screen: remove screen`)
  })

  it('name a decision aid written without the problem it answers', () => {
    content.edit(HYBRID, (document) => document.deleteIn(['hero', 'problem']))
    expect(content.problems()).toContain(`${HYBRID}: hero.problem: required when the hero has choices: the decision aid follows the problem it answers`)
  })

  it('name the deployment option whose details do not match the compared aspects', () => {
    const deployment = blockIndex(REALM, 'deployment-options')
    content.edit(REALM, (document) => document.deleteIn(['blocks', deployment, 'options', 1, 'details', 2]))
    expect(content.problems()).toContain(`${REALM}: blocks[${deployment}].options[1].details: 2 details, but the block compares 3 aspects`)
  })

  it('name the file and field of a hero visual no component draws, or one shown with an image or a screen', () => {
    const CONTACT = `${CONTENT_DIR}/pages/contact.yaml`
    content.edit(ABOUT, (document) => document.setIn(['hero', 'visual'], 'globe'))
    content.edit(CONTACT, (document) => document.setIn(['hero', 'image'], '/images/pages/startup.svg'))
    content.edit(REALM, (document) => document.setIn(['hero', 'visual'], 'figures'))
    const problems = content.problems()
    expect(problems).toContain(`${ABOUT}: hero.visual: unknown visual "globe": use one of timeline, offices-map, figures`)
    expect(problems).toContain(`${CONTACT}: hero.visual: show a visual or an image, not both`)
    expect(problems).toContain(`${REALM}: hero.visual: show a visual or a screen, not both`)
  })

  it('name a hero visual whose block is missing from the page', () => {
    const CONTACT = `${CONTENT_DIR}/pages/contact.yaml`
    content.edit(ABOUT, (document) => document.deleteIn(['blocks', blockIndex(ABOUT, 'timeline')]))
    content.edit(CONTACT, (document) => document.deleteIn(['blocks', blockIndex(CONTACT, 'offices')]))
    const problems = content.problems()
    expect(problems).toContain(`${ABOUT}: hero.visual: timeline links to the page's timeline block, but the page has none: add a block of kind timeline`)
    expect(problems).toContain(`${CONTACT}: hero.visual: offices-map links to the page's offices block, but the page has none: add a block of kind offices`)
  })

  // Issue 26: a button that leads to the page it is on leads nowhere.
  it('name a closing second button that leads back to its own page, or nowhere', () => {
    const CONTACT = `${CONTENT_DIR}/pages/contact.yaml`
    content.edit(CONTACT, (document) => document.deleteIn(['cta', 'secondary']))
    content.edit(ABOUT, (document) => document.setIn(['cta', 'secondary'], document.createNode({ label: 'About', href: '/about' })))
    content.edit(STARTUP, (document) => document.setIn(['cta', 'secondary'], document.createNode({ label: 'Compare', href: '#nowhere' })))
    const problems = content.problems()
    expect(problems).toContain(`${CONTACT}: cta.secondary: the band's default second button, "Contact our offices", leads to this page: name another`)
    expect(problems).toContain(`${ABOUT}: cta.secondary.href: "/about" is this page; the button leads to another one`)
    expect(problems).toContain(`${STARTUP}: cta.secondary.href: no block on this page has the id "nowhere"`)
  })

  // Issue 26: legal and policy pages open on a plain document header (app/content/document-page.ts).
  it('name a picture or second button on a page with a document block', () => {
    const POLICY = `${CONTENT_DIR}/pages/privacy-policy.yaml`
    content.edit(POLICY, (document) => {
      document.setIn(['hero', 'image'], '/images/pages/brochures.svg')
      document.setIn(['hero', 'secondaryCta'], document.createNode({ label: 'Read the policy', href: '#policy' }))
    })
    const problems = content.problems()
    expect(problems).toContain(`${POLICY}: hero.image: a page with a document block opens on a plain header: leave this out`)
    expect(problems).toContain(`${POLICY}: hero.secondaryCta: a page with a document block opens on a plain header: leave this out`)
  })

  it('name a timeline year that comes twice (each entry is linked by its year)', () => {
    const timeline = blockIndex(ABOUT, 'timeline')
    content.edit(ABOUT, (document) => document.setIn(['blocks', timeline, 'entries', 3, 'year'], 2021))
    expect(content.problems()).toContain(`${ABOUT}: blocks[${timeline}].entries[3].year: 2021 is already the year of entries[1]`)
  })
})
