/** GET /api/images/products/:seed.svg: the product pictures (seeds: mocks/lib/product-art.ts). */
import { http } from 'msw'
import { notFound } from '../../lib/errors'
import { route } from '../../lib/http'
import { parseArtSeed } from '../../lib/product-art'
import { renderProductSvg } from './render'
import { svg } from './svg'

export const productImageHandlers = [
  http.get(
    '*/api/images/products/:seed.svg',
    route.public(({ params }) => {
      const art = parseArtSeed(String(params.seed))
      if (!art) notFound()
      return svg(renderProductSvg(art))
    }),
  ),
]
