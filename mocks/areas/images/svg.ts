import { HttpResponse } from 'msw'

/** A drawn picture as an answer: the same seed always draws the same picture. */
export const svg = (body: string) =>
  new HttpResponse(body, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // A day keeps room for redrawn art.
      'Cache-Control': 'public, max-age=86400',
    },
  })
