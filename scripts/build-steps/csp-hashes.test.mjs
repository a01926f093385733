import { describe, expect, it } from 'vitest'

import { cspHash, inlineScriptHashes } from './csp-hashes.mjs'

describe('cspHash', () => {
  it('matches the example in the CSP specification', () => {
    expect(cspHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=')
  })
})

describe('inlineScriptHashes', () => {
  it('hashes inline classic and module scripts, in order, once each', () => {
    const html = `
      <script>window.a = 1</script>
      <script type="module">import("/assets/x.js")</script>
      <SCRIPT nonce="" data-x='a>b'>window.b = "</div>"</SCRIPT >
      <script>window.a = 1</script>`
    expect(inlineScriptHashes(html)).toEqual([cspHash('window.a = 1'), cspHash('import("/assets/x.js")'), cspHash('window.b = "</div>"')])
  })

  it('skips external scripts and JSON data blocks', () => {
    const html = `
      <script src="/assets/a.js"></script>
      <script type="module" src='/assets/b.js'></script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <script type=application/json>{}</script>
      <script data-src="x">run()</script>`
    expect(inlineScriptHashes(html)).toEqual([cspHash('run()')])
  })

  it('hashes whitespace and multi-byte text exactly as written', () => {
    const script = '\n  window.t = "café ✓";\n'
    expect(inlineScriptHashes(`<script>${script}</script>`)).toEqual([cspHash(script)])
    expect(inlineScriptHashes('<script> </script>')).toEqual([cspHash(' ')])
  })
})
