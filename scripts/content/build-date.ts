// The day a build counts as today. It decides one thing: which roles are open (a role is listed
// through its `validThrough` day, scripts/content/collections/jobs.ts). Read here and nowhere else,
// so a test or a rebuild of an old release can set it: `BUILD_DATE=2027-04-01 npm run build`
// builds the site as it would be on that day. Unset, it is the day the build runs (UTC).

export const BUILD_DATE_VARIABLE = 'BUILD_DATE'

/** Today as YYYY-MM-DD: BUILD_DATE when set, else the clock's day in UTC. */
export function buildDate(env: Record<string, string | undefined> = process.env, now: Date = new Date()): string {
  const set = env[BUILD_DATE_VARIABLE]?.trim()
  if (!set) return now.toISOString().slice(0, 10)
  if (!isRealDay(set)) throw new Error(`${BUILD_DATE_VARIABLE}=${set}: must be a real day written YYYY-MM-DD`)
  return set
}

function isRealDay(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  // A day that does not exist (2027-02-30) comes back from Date as another day.
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
}
