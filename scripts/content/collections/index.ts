// Every collection of content files, one line each. Adding a collection: a schema in
// app/content/schema/, a module here, and the site imports app/generated/content/<name>.json.
import type { Collection } from '../collection'
import { brochures } from './brochures'
import { careersPage } from './careers-page'
import { home } from './home'
import { jobs } from './jobs'
import { navigation } from './navigation'
import { offices } from './offices'
import { badges, clients, team } from './people-and-proof'
import { pages } from './pages'
import { services } from './services'
import { settings } from './settings'
import { stories } from './stories'
import { successStoriesPage } from './success-stories-page'
import { testimonials } from './testimonials'

export const collections: readonly Collection[] = [settings, services, stories, pages, home, testimonials, offices, brochures, navigation, successStoriesPage, clients, team, badges, jobs, careersPage]
