type Zoned = { timeZone: string }

/** The visitor's IANA time zone as the browser reports it, if it does. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    return undefined
  }
}

// IANA names are case-insensitive. An alias (Asia/Calcutta for Asia/Kolkata) matches by its area.
const zoneKey = (zone: string) => zone.toLowerCase()
const areaOf = (zone: string) => zoneKey(zone).split('/')[0]

/**
 * The office nearest a visitor, judged by time zone: the one in the visitor's zone, else the first
 * (offices come in their `order`) in the same area (Europe/…, Asia/…), else the first office.
 */
export function nearestOffice<Office extends Zoned>(offices: readonly Office[], visitorZone: string | undefined): Office | undefined {
  const zone = visitorZone ?? ''
  return (
    offices.find((office) => zoneKey(office.timeZone) === zoneKey(zone)) ??
    offices.find((office) => areaOf(office.timeZone) === areaOf(zone)) ??
    offices[0]
  )
}
