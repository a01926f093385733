// A city as the edition writes it: London has its Dutch name on Dutch pages. A city the edition's interface text
// does not name (app/messages/<locale>/sections.ts, `cityNames`) keeps the office file's spelling,
// which is also what paths are made of (/careers/office/london).
import { sectionMessages } from '../messages/edition/sections'

export const cityNameOf = (city: string): string => sectionMessages.cityNames[city] ?? city
