// Loads the CMS config for plain Node scripts (postbuild, `npm run cms`): cms-config.ts imports the
// zod schemas, which are TypeScript, so it goes through Vite's module runner, as the build does.
import { fileURLToPath } from 'node:url'

import { runnerImport } from 'vite'

const CONFIG_MODULE = fileURLToPath(new URL('./cms-config.ts', import.meta.url))

/**
 * @param {{ siteUrl?: string }} [options] where the editor's preview links go (cms-config.ts)
 * @returns {Promise<Record<string, unknown>>} the object passed to `CMS.init({ config })`
 */
export async function loadCmsConfig(options = {}) {
  // configFile: false: the project's vite.config.ts would start the site's plugins (content, icons).
  const { module } = await runnerImport(CONFIG_MODULE, { configFile: false, logLevel: 'error' })
  return module.cmsConfig(options)
}
