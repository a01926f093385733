// The not-found texts are quoted from the specification exactly, spelling included; they are
// written in content/en/settings.yaml and generated as a file of their own, so the browser's code
// for the not-found page gets these texts and no other setting.
import notFound from '../generated/content/not-found.json' with { type: 'json' }

/** The not-found page's own URL (the spec's `/pagenotfound`); unknown URLs show the same page. */
export const NOT_FOUND_PATH = '/pagenotfound'

export { notFound }
