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
import { drawPeoplePicture } from './people-art'
import { PEOPLE_PICTURES, type PeoplePicture } from './pictures'
import { svg } from './svg'

export const imageHandlers = [
  // The product pictures' drawing code loads with the first one (only product pages show them).
  lazyHandlers(
    '/api/images/products',
    async () => (await import('./product-handlers')).productImageHandlers,
  ),
  // Avatars, covers and gallery scenes: their drawing code is small and loads with the mock API.
  ...(Object.keys(PEOPLE_PICTURES) as PeoplePicture[]).map((kind) =>
    http.get(
      `*/api/images/${kind}/:seed.svg`,
      route.public(({ params }) => {
        const picture = drawPeoplePicture(kind, String(params.seed))
        if (picture === null) notFound()
        return svg(picture)
      }),
    ),
  ),
]
