/**
 * GET /api/images/products/:seed.svg: product pictures drawn in code, so the demo needs no image
 * files and no network. Public: <img> tags send no Bearer token.
 */
import { http, HttpResponse } from 'msw'
import { notFound } from '../../lib/errors'
import { route } from '../../lib/http'
import { parseArtSeed } from '../../lib/product-art'
import { renderProductSvg } from './render'

export const imageHandlers = [
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
