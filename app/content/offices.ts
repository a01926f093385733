import officeFiles from '../generated/content/offices.json' with { type: 'json' }

// cspell:words Ofcom
import { cityNameOf } from './city-name'
import { SITE_LANGUAGE } from './locale'
import type { OfficeFile } from './schema/office'
import type { Office } from './types'

// Every contact detail of the company's offices, one file each in content/en/offices/, in their
// `order`. Addresses use real cities, areas and postcode formats but name no real building or
// business. Phone numbers sit in ranges kept for fiction or examples (the UK one is Ofcom's drama
// range), so nobody real gets a call.
const officeRecords = officeFiles as (OfficeFile & { slug: string })[]

// The country as the edition names it (its Dutch name on Dutch pages), from the address's ISO code.
const countryNames = new Intl.DisplayNames([SITE_LANGUAGE], { type: 'region' })

export const offices: readonly Office[] = officeRecords.map(({ slug: _slug, order: _order, ...office }) => ({
  ...office,
  country: countryNames.of(office.address.postal.country) ?? office.name,
  cityName: cityNameOf(office.city),
}))

export type OfficeName = Office['name']

export function getOffice(name: string): Office | undefined {
  return offices.find((office) => office.name === name)
}

/** The office of a file name under content/en/offices/ (what a role names), or undefined. */
export function getOfficeBySlug(slug: string): Office | undefined {
  const index = officeRecords.findIndex((record) => record.slug === slug)
  return index === -1 ? undefined : offices[index]
}
