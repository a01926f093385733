import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The first view's script (app/shell/) runs before React loads and must stay a few kilobytes:
// eslint.config.js refuses React there, and static imports that would pull in the pages' shared
// chunk. Its controls must also hear the visitor while React hydrates (app/shell/page-events.ts), so
// click and key listeners below the window are refused. Planted code is linted as if it sat in app/shell/, with the project's own config.
const root = fileURLToPath(new URL('..', import.meta.url))
const eslint = new ESLint({ cwd: root, overrideConfigFile: fileURLToPath(new URL('../eslint.config.js', import.meta.url)) })

const SHELL = 'app/shell/planted.ts'
const SHELL_TEST = 'app/shell/planted.test.ts'

async function restrictedImports(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` })
  return (result?.messages ?? []).filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
}

describe('imports in the first view’s script', { timeout: 60_000 }, () => {
  it.each([
    ['React', `import { useState } from 'react'\nexport const planted = useState`],
    ['React Router', `import { redirect } from 'react-router'\nexport const planted = redirect`],
    ['a component', `import { Button } from '~/components/ui/button'\nexport const planted = Button`],
    ['app/lib', `import { pageMeta } from '~/lib/seo/meta'\nexport const planted = pageMeta`],
    ['app/content', `import { services } from '~/content/services'\nexport const planted = services`],
  ])('refuses a static import of %s', async (_, code) => {
    expect(await restrictedImports(code, SHELL)).toHaveLength(1)
  })

  it('allows type imports, import() and its own modules', async () => {
    const code = [
      `import type { Service } from '~/content/schema/service'`,
      `import { startCountUps } from './count-up'`,
      `export const planted = (service: Service) => [service, startCountUps, import('~/lib/seo/meta')]`,
    ].join('\n')
    expect(await restrictedImports(code, SHELL)).toEqual([])
  })

  it('leaves the shell’s tests free to import what they test with', async () => {
    expect(await restrictedImports(`import { useState } from 'react'\nexport const planted = useState`, SHELL_TEST)).toEqual([])
  })
})

describe('listeners in the first view’s script', { timeout: 60_000 }, () => {
  async function restrictedSyntax(code: string) {
    const [result] = await eslint.lintText(code, { filePath: `${root}${SHELL}` })
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax')
  }

  it.each([
    ['the document', `document.addEventListener('click', () => {})`],
    ['an element', `document.body.addEventListener('keydown', () => {})`],
    ['a dialog', `export const planted = (dialog: HTMLDialogElement) => dialog.addEventListener('pointerdown', () => {})`],
  ])('refuses a click or key listener on %s, which React stops while it hydrates', async (_, code) => {
    expect(await restrictedSyntax(code)).toHaveLength(1)
  })

  it('allows the window, and events React lets through', async () => {
    const code = [
      `window.addEventListener('keydown', () => {}, { capture: true })`,
      `window.addEventListener('scroll', () => {})`,
      `export const planted = (dialog: HTMLDialogElement) => dialog.addEventListener('close', () => {})`,
    ].join('\n')
    expect(await restrictedSyntax(code)).toEqual([])
  })
})
