/**
 * The public pictures' addresses and answers, without msw: the page's mock API (handlers.ts,
 * product-handlers.ts) and the service worker (mocks/worker/service-worker.ts) read a seed and
 * answer a drawing the same way. The drawings themselves are in people-art.ts and render.ts.
 */

/** The headers of every drawn picture: the same seed always draws the same picture. */
export const PICTURE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  // A day keeps room for redrawn art.
  'Cache-Control': 'public, max-age=86400',
}

/** The people pictures' kinds and the word their seeds start with (`covers/cover-12.svg`). */
export const PEOPLE_PICTURES = { avatars: 'person', covers: 'cover', gallery: 'scene' } as const
export type PeoplePicture = keyof typeof PEOPLE_PICTURES

/** `person-12` -> 12; at most 5 digits, so nobody makes the server draw odd numbers forever. */
export function pictureNumber(kind: PeoplePicture, seed: string): number | null {
  const match = /^([a-z]+)-(\d{1,5})$/.exec(seed)
  return match && match[1] === PEOPLE_PICTURES[kind] ? Number(match[2]) : null
}

/** `/api/images/covers/cover-12.svg` -> its kind and seed; any other path -> null. */
export function pictureAddress(pathname: string): { kind: string; seed: string } | null {
  const match = /^\/api\/images\/([a-z]+)\/([^/]+)\.svg$/.exec(pathname)
  return match ? { kind: match[1] ?? '', seed: match[2] ?? '' } : null
}
