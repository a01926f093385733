import type { Office } from './types'

// cspell:words Ofcom Farringdon Danzigerkade

// Every contact detail of the company's offices, in display order. Addresses use real cities,
// areas and postcode formats but name no real building or business. Phone numbers sit in ranges
// kept for fiction or examples (the UK one is Ofcom's drama range), so nobody real gets a call.
export const offices = [
  {
    name: 'India',
    city: 'Noida',
    address: {
      label: 'Noida office',
      lines: ['Plot 14, Sector 62', 'Noida, Uttar Pradesh 201309', 'India'],
      postal: { streetAddress: 'Plot 14, Sector 62', locality: 'Noida', region: 'Uttar Pradesh', postalCode: '201309', country: 'IN' },
    },
    otherAddresses: [
      {
        label: 'Registered office',
        lines: ['Third floor, C-27, Connaught Place', 'New Delhi, Delhi 110001', 'India'],
        postal: {
          streetAddress: 'Third floor, C-27, Connaught Place',
          locality: 'New Delhi',
          region: 'Delhi',
          postalCode: '110001',
          country: 'IN',
        },
      },
      {
        label: 'Mailing address',
        lines: ['Post Box No. 1042, Sector 62 Post Office', 'Noida, Uttar Pradesh 201309', 'India'],
        postal: {
          streetAddress: 'Post Box No. 1042, Sector 62 Post Office',
          postOfficeBoxNumber: '1042',
          locality: 'Noida',
          region: 'Uttar Pradesh',
          postalCode: '201309',
          country: 'IN',
        },
      },
    ],
    email: 'india@stratora.example',
    phone: '+91 120 456 7800',
    hours: 'Monday to Friday, 9:00 to 18:00 IST',
    image: '/images/offices/india.svg',
  },
  {
    name: 'United Kingdom',
    city: 'London',
    address: {
      label: 'London office',
      lines: ['Third floor, 91 Farringdon Road', 'London EC1M 3LN', 'United Kingdom'],
      postal: { streetAddress: 'Third floor, 91 Farringdon Road', locality: 'London', postalCode: 'EC1M 3LN', country: 'GB' },
    },
    otherAddresses: [],
    email: 'uk@stratora.example',
    phone: '+44 20 7946 0321',
    hours: 'Monday to Friday, 9:00 to 17:30 UK time',
    image: '/images/offices/united-kingdom.svg',
  },
  {
    name: 'Netherlands',
    city: 'Amsterdam',
    address: {
      label: 'Amsterdam office',
      lines: ['Danzigerkade 37, fourth floor', '1013 AP Amsterdam', 'Netherlands'],
      postal: { streetAddress: 'Danzigerkade 37, fourth floor', locality: 'Amsterdam', postalCode: '1013 AP', country: 'NL' },
    },
    otherAddresses: [],
    email: 'nl@stratora.example',
    phone: '+31 20 123 4500',
    hours: 'Monday to Friday, 9:00 to 17:30 Amsterdam time',
    image: '/images/offices/netherlands.svg',
  },
] as const satisfies readonly Office[]

export type OfficeName = (typeof offices)[number]['name']

export function getOffice(name: string): Office | undefined {
  return offices.find((office) => office.name === name)
}
