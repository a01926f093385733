import type { SalaryCurrency, SalaryPeriod } from '~/content/schema/job'

/**
 * Each currency written as its own country writes it, so a candidate reads the figures they know:
 * rupees in lakhs (₹24,00,000), pounds and euros in thousands (£75,000, €58,000).
 */
const CURRENCY_LOCALES: Record<SalaryCurrency, string> = { INR: 'en-IN', GBP: 'en-GB', EUR: 'en-IE' }

const PER: Record<SalaryPeriod, string> = { year: 'a year', month: 'a month', hour: 'an hour' }

/** "£75,000 – £90,000 a year": a salary range, always both ends, as the role page shows it. */
export function salaryRange({ currency, min, max, period }: { currency: SalaryCurrency; min: number; max: number; period: SalaryPeriod }) {
  // Whole amounts without decimals; a rate with pence or cents shows them at both ends.
  const digits = Number.isInteger(min) && Number.isInteger(max) ? 0 : 2
  const format = new Intl.NumberFormat(CURRENCY_LOCALES[currency], {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
  return `${format.formatRange(min, max)} ${PER[period]}`
}
