// Client logos, the leadership team, badges and named quotes: empty by default (the site invents no
// clients or people), filled by adding files, with uploaded images checked and sized at build time.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'
import { stringify } from 'yaml'

import { useContentCopy } from '../content-copy-for-tests'

const content = useContentCopy()

/** Writes a content file (and folders) into the copy. */
function add(file: string, data: object) {
  mkdirSync(join(content.dir(), file, '..'), { recursive: true })
  writeFileSync(join(content.dir(), file), stringify(data, { lineWidth: 0, singleQuote: true }))
}

/** An uploaded image of the given size in the copy's public/images/uploads/. */
function upload(name: string, width: number, height: number) {
  mkdirSync(join(content.dir(), 'public/images/uploads'), { recursive: true })
  writeFileSync(
    join(content.dir(), 'public/images/uploads', name),
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"></svg>`,
  )
  return `/images/uploads/${name}`
}

describe('client logos, team and badges', () => {
  it('are empty in the default content: no invented clients or people', () => {
    expect(content.generated('clients')).toEqual([])
    expect(content.generated('team')).toEqual([])
    expect(content.generated('badges')).toEqual([])
  })

  it('list what is added, in order, with each image’s size read from its file', () => {
    add('content/en/team/second.yaml', { order: 2, name: 'Second Person', role: 'Head of Delivery' })
    add('content/en/team/first.yaml', { order: 1, name: 'First Person', role: 'Managing Director', photo: upload('first.svg', 320, 400) })
    add('content/en/clients/a-client.yaml', { order: 1, name: 'A Client', sector: 'Logistics', logo: upload('a-client.svg', 160, 48) })
    add('content/en/badges/cert.yaml', { order: 1, name: 'ISO/IEC 27001', kind: 'certification', image: upload('iso.svg', 96, 96), url: 'https://example.org/register' })
    expect(content.generated('team')).toEqual([
      { slug: 'first', order: 1, name: 'First Person', role: 'Managing Director', photo: { src: '/images/uploads/first.svg', width: 320, height: 400 } },
      { slug: 'second', order: 2, name: 'Second Person', role: 'Head of Delivery' },
    ])
    expect(content.generated('clients')).toEqual([
      { slug: 'a-client', order: 1, name: 'A Client', sector: 'Logistics', logo: { src: '/images/uploads/a-client.svg', width: 160, height: 48 } },
    ])
    expect(content.generated('badges')).toMatchObject([{ kind: 'certification', image: { width: 96, height: 96 } }])
  })

  it('name the file and field of an image that was never uploaded', () => {
    add('content/en/clients/a-client.yaml', { order: 1, name: 'A Client', sector: 'Logistics', logo: '/images/uploads/missing.png' })
    expect(content.problems()).toContain('content/en/clients/a-client.yaml: logo: no file public/images/uploads/missing.png: upload it or correct the path')
  })

  it('name the file and field of a badge of no known kind, or an image that is not one', () => {
    add('content/en/badges/odd.yaml', { order: 1, name: 'Odd', kind: 'award', image: '/images/uploads/odd.pdf' })
    const problems = content.problems()
    expect(problems).toContain('content/en/badges/odd.yaml: kind: Invalid option: expected one of "partner"|"certification"')
    expect(problems).toContain('content/en/badges/odd.yaml: image: must be an image under public/images/')
  })

  it('give a quote its person’s name and photo when the file names them', () => {
    const photo = upload('quoted.svg', 200, 200)
    content.edit('content/en/testimonials/pharmaceutical-research-group.yaml', (document) => {
      document.setIn(['name'], 'Quoted Person')
      document.setIn(['photo'], photo)
    })
    const quotes = content.generated('testimonials') as { name?: string; photo?: unknown }[]
    expect(quotes.find((quote) => quote.name === 'Quoted Person')?.photo).toEqual({ src: photo, width: 200, height: 200 })
  })
})
