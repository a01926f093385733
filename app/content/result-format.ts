import { chartMessages as messages } from '../messages/edition/charts'
import { SITE_LANGUAGE } from './locale'
import type { ResultUnit } from './schema/story'

// How a story result's numbers are written: `label` as a chart shows it, in the spec's own style
// ("$30K", "30K euros", "3h", "MVP in 5 weeks"), and `spoken` for the sentence a screen reader
// reads, with nothing to guess ("$30,000", "3 hours": screen readers say "30 K" and "3 h"). Pure
// and free of React, so the site's charts and the PDF brochures write values the same way.

export type FormattedValue = { label: string; spoken: string }

const format = (value: number, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(SITE_LANGUAGE, options).format(value)

/** 30000 -> "30K", 12500 -> "12.5K", 950 -> "950": three significant digits, as the spec rounds. */
const compact = (value: number, options: Intl.NumberFormatOptions = {}) =>
  format(value, { notation: 'compact', maximumSignificantDigits: 3, ...options })

/** 30000 -> "30,000", 1.5 -> "1.5". */
const whole = (value: number, options: Intl.NumberFormatOptions = {}) => format(value, { minimumFractionDigits: 0, maximumFractionDigits: 2, ...options })

const hours = (value: number) => format(value, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 2 })

const FORMATS: Record<ResultUnit, (value: number) => FormattedValue> = {
  // The dollar sign alone, as the copy writes it: Dutch number formats would otherwise write "US$".
  usd: (value) => ({
    label: compact(value, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }),
    spoken: whole(value, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }),
  }),
  // The spec writes euro amounts as "30K euros", not "€30K".
  eur: (value) => ({ label: messages.euros(compact(value)), spoken: messages.euros(whole(value)) }),
  hours: (value) => ({ label: messages.hoursLabel(whole(value)), spoken: hours(value) }),
  weeks: (value) => {
    const weeks = format(value, { style: 'unit', unit: 'week', unitDisplay: 'long', maximumFractionDigits: 1 })
    return { label: weeks, spoken: weeks }
  },
  percent: (value) => {
    const percent = format(value / 100, { style: 'percent', maximumFractionDigits: 1 })
    return { label: percent, spoken: percent }
  },
  'hours-per-week': (value) => ({ label: messages.hoursPerWeekLabel(whole(value)), spoken: messages.perWeek(hours(value)) }),
}

export function formatResultValue(value: number, unit: ResultUnit): FormattedValue {
  return FORMATS[unit](value)
}

/** What each unit means, for the editor's unit picker: "US dollars ($30K)". */
export const RESULT_UNIT_NAMES: Record<ResultUnit, string> = {
  usd: 'US dollars',
  eur: 'Euros',
  hours: 'Hours',
  weeks: 'Weeks',
  percent: 'Percent',
  'hours-per-week': 'Hours per week',
}
