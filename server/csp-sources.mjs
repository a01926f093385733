// The hosts a build's pages may use besides their own (server/headers.mjs, CspSources): the
// configured analytics provider's, or none. The content generator works them out
// (app/generated/content/analytics.json); scripts/build-steps/postbuild.mjs copies them into the build as
// csp-sources.json, beside csp-hashes.json, where the server reads them: a release folder carries
// its own policy.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const CSP_SOURCES_FILE = 'csp-sources.json'
const GENERATED_ANALYTICS = join('app', 'generated', 'content', 'analytics.json')

/** The sources the content of the project at `projectDir` asks for. */
export function generatedCspSources(projectDir) {
  const file = join(projectDir, GENERATED_ANALYTICS)
  if (!existsSync(file)) return {}
  return JSON.parse(readFileSync(file, 'utf8')).cspSources ?? {}
}

/** The sources stored with a build; none when the file is missing (a build from before analytics). */
export function storedCspSources(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
}
