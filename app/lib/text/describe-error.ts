import { isRouteErrorResponse } from 'react-router'

import { errorMessages } from '~/messages/edition/errors'

/** What the error screen shows: "404 Not Found" for responses, the message for thrown errors. */
export function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    return [error.status, error.statusText].filter(Boolean).join(' ')
  }
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return errorMessages.unknown
}
