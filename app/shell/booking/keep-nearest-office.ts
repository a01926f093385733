import { nearestOffice } from './nearest-office'

/**
 * The booking dialog's other ways to reach us list every office, each marked with its time zone
 * (`data-office-time-zone`); this leaves only the one nearest the visitor (nearestOffice), or none
 * when there are no offices.
 */
export function keepNearestOffice(root: ParentNode, visitorZone: string | undefined): void {
  const offices = [...root.querySelectorAll<HTMLElement>('[data-office-time-zone]')].map((element) => ({
    element,
    timeZone: element.dataset.officeTimeZone ?? '',
  }))
  const nearest = nearestOffice(offices, visitorZone)
  for (const { element } of offices) if (element !== nearest?.element) element.remove()
}
