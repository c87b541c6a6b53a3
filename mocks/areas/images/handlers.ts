/**
 * GET /api/images/{products,avatars,covers,gallery}/:seed.svg: pictures drawn in code, so the demo needs no image
 * files and no network. Public: <img> tags send no Bearer token.
 */
import { http, HttpResponse } from 'msw'
import { notFound } from '../../lib/errors'
import { route } from '../../lib/http'
import { parseArtSeed } from '../../lib/product-art'
import { renderAvatarSvg, renderCoverSvg, renderSceneSvg } from './people-art'
import { renderProductSvg } from './render'

const svg = (body: string) =>
  new HttpResponse(body, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The same seed always draws the same picture; a day keeps room for redrawn art.
      'Cache-Control': 'public, max-age=86400',
    },
  })

/** `person-12` -> 12; at most 5 digits, so nobody makes the server draw odd numbers forever. */
const numberOf = (name: string, prefix: string) => {
  const match = new RegExp(`^${prefix}-(\\d{1,5})$`).exec(name)
  return match ? Number(match[1]) : null
}

export const imageHandlers = [
  http.get(
    '*/api/images/avatars/:seed.svg',
    route.public(({ params }) => {
      const n = numberOf(String(params.seed), 'person')
      if (n === null) notFound()
      return svg(renderAvatarSvg(n))
    }),
  ),
  http.get(
    '*/api/images/covers/:seed.svg',
    route.public(({ params }) => {
      const n = numberOf(String(params.seed), 'cover')
      if (n === null) notFound()
      return svg(renderCoverSvg(n))
    }),
  ),
  http.get(
    '*/api/images/gallery/:seed.svg',
    route.public(({ params }) => {
      const n = numberOf(String(params.seed), 'scene')
      if (n === null) notFound()
      return svg(renderSceneSvg(n))
    }),
  ),
  http.get(
    '*/api/images/products/:seed.svg',
    route.public(({ params }) => {
      const art = parseArtSeed(String(params.seed))
      if (!art) notFound()
      return new HttpResponse(renderProductSvg(art), {
        headers: {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          // The same seed always draws the same picture; a day keeps room for redrawn art.
          'Cache-Control': 'public, max-age=86400',
        },
      })
    }),
  ),
]
