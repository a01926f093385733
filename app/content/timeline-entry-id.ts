/**
 * The anchor of one timeline entry (`story-2022`): the timeline section gives each entry this id and
 * the company hero's milestone strip links to it. Years are unique within a timeline (checked with
 * the page files), so the year is enough.
 */
export function timelineEntryId(blockId: string, year: number) {
  return `${blockId}-${year}`
}
