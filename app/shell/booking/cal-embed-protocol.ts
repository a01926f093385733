// The messages a cal.com booking page exchanges with the page that frames it, as cal.com's own embed
// script (packages/embeds/embed-core: embed.ts, embed-iframe.ts, sdk-action-manager.ts) does it.
// In embed mode (an `embed=<namespace>` query parameter) the page posts every event to its parent as
// `{ originator: 'CAL', type, namespace, fullType: 'CAL:<namespace>:<type>', data }`. It first says
// `__iframeReady` and then keeps its body hidden, and fires `linkReady`, only once the parent has
// answered with the `parentKnowsIframeReady` method. So a parent that only listens never sees the
// calendar: it has to answer that one message.

/** Names this site's booking frame in cal.com's messages; cal.com splits `fullType` on ":". */
export const CAL_EMBED_NAMESPACE = 'booking'

/** The event type of a message from the booking frame, or undefined for anything else. */
export function readCalEventType(event: MessageEvent, calOrigin: string): string | undefined {
  if (event.origin !== calOrigin) return undefined
  const data: unknown = event.data
  if (typeof data !== 'object' || data === null) return undefined
  const { originator, type, fullType } = data as Record<string, unknown>
  if (originator !== 'CAL' || typeof type !== 'string') return undefined
  return fullType === `CAL:${CAL_EMBED_NAMESPACE}:${type}` ? type : undefined
}

/** Answers the booking frame's `__iframeReady`, so that it shows the calendar and reports `linkReady`. */
export function answerCalHandshake(event: MessageEvent, calOrigin: string) {
  if (readCalEventType(event, calOrigin) !== '__iframeReady') return
  // The target origin keeps the answer from reaching a page the frame may have navigated to since.
  ;(event.source as Window | null)?.postMessage({ originator: 'CAL', method: 'parentKnowsIframeReady' }, calOrigin)
}
