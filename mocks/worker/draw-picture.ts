/**
 * The service worker's part of the mock API: the public pictures under /api/images/, drawn from
 * their address alone (no database, no token), with the page's handlers' drawing code.
 */
import { parseArtSeed } from '../lib/product-art'
import { drawPeoplePicture } from '../areas/images/people-art'
import { PEOPLE_PICTURES, pictureAddress, type PeoplePicture } from '../areas/images/pictures'
import { renderProductSvg } from '../areas/images/render'

const isPeople = (kind: string): kind is PeoplePicture => Object.hasOwn(PEOPLE_PICTURES, kind)

/**
 * The drawing at `pathname` (`/api/images/covers/cover-12.svg`), or null where the page's mock API
 * answers instead: another path, or a seed that names no picture (its answer is the API's 404).
 */
export function drawPicture(pathname: string): string | null {
  const address = pictureAddress(pathname)
  if (!address) return null
  if (isPeople(address.kind)) return drawPeoplePicture(address.kind, address.seed)
  if (address.kind !== 'products') return null
  const art = parseArtSeed(address.seed)
  return art ? renderProductSvg(art) : null
}
