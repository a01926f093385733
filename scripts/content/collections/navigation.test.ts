// Menus and footer links: one file, every link a page the site has.
import { describe, expect, it } from 'vitest'

import { footerCompanyLinks, footerSolutionLinks, primaryLinks, productMenu } from '../../../app/content/navigation'
import { pagePaths } from '../../../app/content/route-paths'
import { useContentCopy } from '../content-copy-for-tests'
import { CONTENT_DIR } from '../generate-content'

const FILE = `${CONTENT_DIR}/navigation.yaml`
const content = useContentCopy()

describe('navigation', () => {
  it('names the file and field of a missing required field', () => {
    content.edit(FILE, (document) => document.deleteIn(['footerSolutionLinks', 2, 'path']))
    expect(content.problems()).toContain(`${FILE}: footerSolutionLinks[2].path: required`)
  })

  it('names the file and field of a value of the wrong type, and a path that is not one', () => {
    content.edit(FILE, (document) => {
      document.setIn(['productMenu'], { name: 'Realm' })
      document.setIn(['primaryLinks', 'rest', 0, 'path'], 'about')
    })
    const problems = content.problems()
    expect(problems).toContain(`${FILE}: productMenu: Invalid input: expected array, received object`)
    expect(problems).toContain(`${FILE}: primaryLinks.rest[0].path: must be a path on this site, starting with /`)
  })

  // Paths of pages come from the route list, which reads the generated content: checked here,
  // on the real content, rather than while generating it.
  it('links only to pages the site prerenders (navigation.yaml)', () => {
    const links = [...productMenu, primaryLinks.home, ...primaryLinks.rest, ...footerCompanyLinks, ...footerSolutionLinks]
    for (const link of links) expect(pagePaths, `${FILE}: ${link.name}: ${link.path}`).toContain(link.path)
  })
})
