// The analytics settings as the browser's code sees them: a constant the build compiles in
// (scripts/content/content-plugin.ts). With `provider: none` it is null; test it where the
// analytics code is mounted (`__ANALYTICS__ ? <Analytics /> : null`), so the bundler sees dead code
// there and leaves every analytics module out of the build.
import type { AnalyticsRuntimeSettings } from './analytics-build'

declare global {
  const __ANALYTICS__: AnalyticsRuntimeSettings | null
}
