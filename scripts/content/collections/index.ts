// Every collection of content files, one line each. Adding a collection: a schema in
// app/content/schema/, a module here, and the site imports app/generated/content/<name>.json.
import { pages } from './pages'
import { services } from './services'

export const collections = [services, pages]
