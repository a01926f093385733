// Every collection of content files, one line each. Adding a collection: a schema in
// app/content/schema/, a module here, and the site imports app/generated/content/<name>.json.
import type { Collection } from '../collection'
import { services } from './services'
import { settings } from './settings'

export const collections: readonly Collection[] = [settings, services]
