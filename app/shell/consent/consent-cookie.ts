// The one cookie the site sets: the visitor's answer to the cookie banner.

export const CONSENT_COOKIE = 'CookieConsent'
export const CONSENT_MAX_AGE_DAYS = 365
const SECONDS_PER_DAY = 86_400

export type ConsentChoice = boolean

/** The stored choice, or undefined when the visitor has not answered yet. */
export function readConsent(cookieHeader: string): ConsentChoice | undefined {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name !== CONSENT_COOKIE) continue
    const value = rest.join('=')
    if (value === 'true') return true
    if (value === 'false') return false
  }
  return undefined
}

/** The Set-Cookie string for a choice; `Secure` only when the page itself is served over https. */
export function serializeConsent(choice: ConsentChoice, { secure }: { secure: boolean }): string {
  const attributes = [`${CONSENT_COOKIE}=${choice}`, `Max-Age=${CONSENT_MAX_AGE_DAYS * SECONDS_PER_DAY}`, 'Path=/', 'SameSite=Lax']
  if (secure) attributes.push('Secure')
  return attributes.join('; ')
}
