import { Fragment } from 'react'

/**
 * A postal address, a line each. Lines end in <br> rather than sit in blocks, so the address reads
 * "Sector 62, Noida" and not "Sector 62Noida" wherever only its text counts: copy and paste, a
 * reader's plain-text view, the site search.
 */
export function AddressLines({ lines }: { lines: readonly string[] }) {
  return (
    <address className="text-[0.9375rem] text-ink-700 not-italic">
      {lines.map((line, i) => (
        <Fragment key={line}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </address>
  )
}
