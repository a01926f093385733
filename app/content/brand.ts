// The two company settings the browser's code needs on every page (header, booking dialog), from
// content/en/settings.yaml. Generated as a file of their own (scripts/content/collections/
// settings.ts), so client code that imports this gets these two values and no other setting.
import brand from '../generated/content/brand.json' with { type: 'json' }

export { brand }
