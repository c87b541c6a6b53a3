/**
 * GET /api/images/products/:seed.svg: product pictures drawn in code (mocks/images), so the demo
 * needs no image files and no network. Public: <img> tags send no Bearer token.
 */
import { http, HttpResponse } from 'msw'
import { fail, route } from '../http'
import { parseArtSeed } from '../images/palette'
import { renderProductSvg } from '../images/render'

export const imageHandlers = [
  http.get(
    '*/api/images/products/:seed.svg',
    route(({ request, params }) => {
      const art = parseArtSeed(String(params.seed))
      if (!art) fail(request, 404, 'not_found')
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
