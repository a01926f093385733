import { DEFAULT_LOCALE, LOCALES } from '../../app/content/editions.mjs'

// The CMS settings a developer changes: where the GitHub backend commits, and which editions exist.
// Everything else in the editor's config follows from the content collections and their schemas
// (cms-config.ts), so this is the one file to edit when the repository moves.

/** The GitHub repository the production editor (/admin) reads and commits to: "owner/name". */
export const GITHUB_REPO = 'stratora/website'

/** The branch the editor commits to, and the base of its pull requests (editorial workflow). */
export const GITHUB_BRANCH = 'main'

/**
 * Whether saving in /admin opens a pull request (draft, in review, ready) instead of committing to
 * GITHUB_BRANCH directly: the site's checks then run on the change before anyone merges it. Local
 * editing (`npm run cms`) always writes straight to the working tree.
 */
export const EDITORIAL_WORKFLOW = true

/**
 * Editions of the content, each a folder content/<locale>/: the site's editions
 * (app/content/editions.mjs), which the editor shows side by side.
 */
export const CMS_LOCALES: readonly string[] = LOCALES
export const CMS_DEFAULT_LOCALE: string = DEFAULT_LOCALE

/** Where uploaded images go in the repository, and the URL path the content files store. */
export const MEDIA_FOLDER = 'public/images/uploads'
export const PUBLIC_FOLDER = '/images/uploads'
