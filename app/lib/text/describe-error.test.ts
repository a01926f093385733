import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { describe, expect, it } from 'vitest'

import { describeError } from './describe-error'

describe('describeError', () => {
  it('shows status and status text of route error responses', () => {
    expect(describeError(new ErrorResponse(503, 'Service Unavailable', null))).toBe('503 Service Unavailable')
    expect(describeError(new ErrorResponse(404, '', null))).toBe('404')
  })

  it('shows the message of thrown errors', () => {
    expect(describeError(new Error('Chunk failed'))).toBe('Chunk failed')
    expect(describeError('plain text')).toBe('plain text')
    expect(describeError(42)).toMatch(/went wrong/)
  })
})
