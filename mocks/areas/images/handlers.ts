/**
 * GET /api/images/{products,avatars,covers,gallery}/:seed.svg: pictures drawn in code, so the demo
 * needs no image files and no network. Public: <img> tags send no Bearer token. In the browser
 * the service worker draws them first (mocks/worker/service-worker.ts); these answer the rest
 * (unknown seeds: 404), `npm run mock-server` and the tests.
 */
import { http } from 'msw'
import { notFound } from '../../lib/errors'
import { route } from '../../lib/http'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { renderAvatarSvg, renderCoverSvg, renderSceneSvg } from './people-art'
import { pictureNumber } from './pictures'
import { svg } from './svg'

export const imageHandlers = [
  // The product pictures' drawing code loads with the first one (only product pages show them).
  lazyHandlers(
    '/api/images/products',
    async () => (await import('./product-handlers')).productImageHandlers,
  ),
  http.get(
    '*/api/images/avatars/:seed.svg',
    route.public(({ params }) => {
      const n = pictureNumber('avatars', String(params.seed))
      if (n === null) notFound()
      return svg(renderAvatarSvg(n))
    }),
  ),
  http.get(
    '*/api/images/covers/:seed.svg',
    route.public(({ params }) => {
      const n = pictureNumber('covers', String(params.seed))
      if (n === null) notFound()
      return svg(renderCoverSvg(n))
    }),
  ),
  http.get(
    '*/api/images/gallery/:seed.svg',
    route.public(({ params }) => {
      const n = pictureNumber('gallery', String(params.seed))
      if (n === null) notFound()
      return svg(renderSceneSvg(n))
    }),
  ),
]
