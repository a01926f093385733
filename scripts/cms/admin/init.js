// Starts Sveltia CMS with the config generated from the content schemas (scripts/cms/cms-config.ts).
// sveltia/ is the package's npm build, which serves its fonts and WebAssembly from beside itself;
// its CDN build would load fonts from another host.
import CMS from '/admin/sveltia/index.js'
import { config } from '/admin/config.js'

CMS.init({ config })
