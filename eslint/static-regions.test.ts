import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Lints planted code as if it sat at a given path, with the project's own config: the rule's
// reach (which folders are static) is part of what is tested.
const root = fileURLToPath(new URL('..', import.meta.url))
const eslint = new ESLint({ cwd: root, overrideConfigFile: fileURLToPath(new URL('../eslint.config.js', import.meta.url)) })

const SECTION = 'app/components/sections/planted-section.tsx'
const FOOTER = 'app/components/layout/site-footer.tsx'
const OUTSIDE = 'app/components/layout/planted-widget.tsx'

async function lint(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` })
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('no-restricted-'))
}

const violations: Record<string, string> = {
  onClick: `export function Planted() {
  return <button type="button" onClick={() => console.log('x')}>Go</button>
}`,
  useState: `import { useState } from 'react'
export function Planted() {
  const [open] = useState(false)
  return <p>{String(open)}</p>
}`,
  useEffect: `import { useEffect } from 'react'
export function Planted() {
  useEffect(() => {}, [])
  return <p>Hi</p>
}`,
  'React.useId': `import * as React from 'react'
export function Planted() {
  return <p id={React.useId()}>Hi</p>
}`,
  window: `export function Planted() {
  return <p>{window.innerWidth}</p>
}`,
  document: `export function Planted() {
  return <p>{document.title}</p>
}`,
  localStorage: `export function Planted() {
  return <p>{localStorage.getItem('seen')}</p>
}`,
  sessionStorage: `export function Planted() {
  return <p>{sessionStorage.getItem('seen')}</p>
}`,
  navigator: `export function Planted() {
  return <p>{navigator.language}</p>
}`,
  matchMedia: `export function Planted() {
  return <p>{String(matchMedia('(min-width: 40rem)').matches)}</p>
}`,
  requestAnimationFrame: `export function Planted() {
  requestAnimationFrame(() => {})
  return <p>Hi</p>
}`,
  'globalThis.document': `export function Planted() {
  return <p>{globalThis.document.title}</p>
}`,
  ref: `export function Planted() {
  return <p ref={(node) => node?.focus()}>Hi</p>
}`,
}

// The first lint loads the whole config and its plugins: seconds on a busy machine.
describe('static-region lint', { timeout: 60_000 }, () => {
  it.each(Object.entries(violations))('refuses %s in a section, saying why and what to do instead', async (_kind, code) => {
    const messages = await lint(code, SECTION)
    expect(messages.length).toBeGreaterThan(0)
    for (const { message, severity } of messages) {
      expect(severity).toBe(2)
      expect(message).toContain('renders only at prerender inside StaticHtml; the browser never runs this code')
      expect(message).toContain('data-attribute behaviour wired up in the site layout')
      expect(message).toContain('outside app/components/sections/')
    }
  })

  it('refuses them in a file listed as region-only outside the sections folder (the footer)', async () => {
    expect(await lint(violations.onClick!, FOOTER)).toHaveLength(1)
  })

  it('lets the same code pass outside a static region', async () => {
    for (const code of Object.values(violations)) expect(await lint(code, OUTSIDE)).toEqual([])
  })

  it('lets test files in the sections folder use the browser (they run in jsdom)', async () => {
    expect(await lint(violations.document!, 'app/components/sections/planted-section.test.tsx')).toEqual([])
  })

  it('passes clean section code: data attributes, import.meta.env.SSR checks, names that merely start with "use"', async () => {
    const clean = `const user = { name: 'Ada' }
function useful() {
  return import.meta.env.SSR ? 'server' : 'client'
}
export function Planted() {
  return (
    <button type="button" data-toggle-pressed aria-pressed="false" data-where={useful()}>
      {user.name}
    </button>
  )
}`
    expect(await lint(clean, SECTION)).toEqual([])
  })
})
