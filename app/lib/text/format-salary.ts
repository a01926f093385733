import { SITE_LANGUAGE } from '~/content/locale'
import type { SalaryCurrency, SalaryPeriod } from '~/content/schema/job'
import { careersMessages } from '~/messages/edition/careers'

/**
 * Each currency written in the site language as its own country writes it, so a candidate reads
 * the figures they know: in English rupees in lakhs (₹24,00,000), pounds and euros in thousands
 * (£75,000, €58,000). A language that has no such country variant formats them its own way.
 */
const CURRENCY_REGIONS: Record<SalaryCurrency, string> = { INR: 'IN', GBP: 'GB', EUR: 'IE' }

const currencyLocale = (currency: SalaryCurrency) => `${new Intl.Locale(SITE_LANGUAGE).language}-${CURRENCY_REGIONS[currency]}`

/** "£75,000 – £90,000 a year": a salary range, always both ends, as the role page shows it. */
export function salaryRange({ currency, min, max, period }: { currency: SalaryCurrency; min: number; max: number; period: SalaryPeriod }) {
  // Whole amounts without decimals; a rate with pence or cents shows them at both ends.
  const digits = Number.isInteger(min) && Number.isInteger(max) ? 0 : 2
  const format = new Intl.NumberFormat(currencyLocale(currency), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return `${format.formatRange(min, max)} ${careersMessages.salaryPer[period]}`
}
