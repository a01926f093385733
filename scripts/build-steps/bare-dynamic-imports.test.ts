import { describe, expect, it, vi } from 'vitest'

import { bareDynamicImportsPlugin } from './bare-dynamic-imports'

type RenderChunk = (
  this: { error: (message: string) => never },
  code: string,
  chunk: unknown,
  options: unknown,
  meta: unknown,
) => { code: string } | null

const plugin = bareDynamicImportsPlugin(['app/shell/booking/booking-dialog.ts'])
const renderChunk = plugin.renderChunk as unknown as RenderChunk

const chunks = {
  'assets/booking-dialog-!~{002}~.js': { facadeModuleId: '/work/site/app/shell/booking/booking-dialog.ts' },
  'assets/other-!~{003}~.js': { facadeModuleId: '/work/site/app/routes/other.tsx' },
}
const layout = { fileName: 'assets/site-layout-!~{001}~.js', dynamicImports: Object.keys(chunks) }
const context = {
  error: vi.fn((message: string): never => {
    throw new Error(message)
  }),
}

function render(code: string) {
  return renderChunk.call(context, code, layout, {}, { chunks })
}

describe('bareDynamicImportsPlugin', () => {
  it('leaves a listed module’s import() unwrapped, and other imports to Vite', () => {
    const code = [
      'const dialog = await __vitePreload(() => import("./booking-dialog-!~{002}~.js"), __VITE_PRELOAD__);',
      'const Other = () => __vitePreload(() => import("./other-!~{003}~.js"), __VITE_PRELOAD__);',
    ].join('\n')
    expect(render(code)?.code).toBe(
      [
        'const dialog = await import("./booking-dialog-!~{002}~.js");',
        'const Other = () => __vitePreload(() => import("./other-!~{003}~.js"), __VITE_PRELOAD__);',
      ].join('\n'),
    )
  })

  it('stops the build when Vite no longer wraps the import as expected', () => {
    expect(() => render('const dialog = await __vitePreload(async () => import("./booking-dialog-!~{002}~.js"));')).toThrow(
      /Vite's preload wrapper changed/,
    )
  })

  it('is for the browser build only', () => {
    const applies = plugin.applyToEnvironment as (environment: { config: { consumer: string } }) => boolean
    expect(applies({ config: { consumer: 'client' } })).toBe(true)
    expect(applies({ config: { consumer: 'server' } })).toBe(false)
  })
})
