// Starts Sveltia CMS with the config generated from the content schemas (scripts/cms/cms-config.ts).
// sveltia/ is the package's npm build, which serves its fonts and WebAssembly from beside itself;
// its CDN build would load fonts from another host. The content formats are the project's own
// (scripts/cms/content-format.mjs), so a save writes files exactly as the tests expect.
import CMS from '/admin/sveltia/index.js'
import { config } from '/admin/config.js'
import { CONTENT_FORMATS } from '/admin/content-format.js'

for (const [name, { extension, fromFile, toFile }] of Object.entries(CONTENT_FORMATS)) {
  CMS.registerCustomFormat(name, extension, { fromFile, toFile })
}
CMS.init({ config })
