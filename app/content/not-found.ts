// The not-found texts are quoted from the specification exactly, spelling included; they are
// written in content/en/settings.yaml. A named import, so the browser gets these texts alone.
import { notFound } from '../generated/content/settings.json'

/** The not-found page's own URL (the spec's `/pagenotfound`); unknown URLs show the same page. */
export const NOT_FOUND_PATH = '/pagenotfound'

export { notFound }
