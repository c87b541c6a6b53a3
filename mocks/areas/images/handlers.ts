/**
 * GET /api/images/{products,avatars,covers,gallery}/:seed.svg: pictures drawn in code, so the demo needs no image
 * files and no network. Public: <img> tags send no Bearer token.
 */
import { http } from 'msw'
import { notFound } from '../../lib/errors'
import { route } from '../../lib/http'
import { lazyHandlers } from '../../lib/lazy-handlers'
import { renderAvatarSvg, renderCoverSvg, renderSceneSvg } from './people-art'
import { svg } from './svg'

/** `person-12` -> 12; at most 5 digits, so nobody makes the server draw odd numbers forever. */
const numberOf = (name: string, prefix: string) => {
  const match = new RegExp(`^${prefix}-(\\d{1,5})$`).exec(name)
  return match ? Number(match[1]) : null
}

export const imageHandlers = [
  // The product pictures' drawing code loads with the first one (only product pages show them).
  lazyHandlers(
    '/api/images/products',
    async () => (await import('./product-handlers')).productImageHandlers,
  ),
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
]
