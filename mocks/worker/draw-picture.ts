/**
 * The service worker's part of the mock API: the public pictures under /api/images/, drawn from
 * their address alone (no database, no token), with the page's handlers' drawing code.
 */
import { parseArtSeed } from '../lib/product-art'
import { renderAvatarSvg, renderCoverSvg, renderSceneSvg } from '../areas/images/people-art'
import { pictureAddress, pictureNumber, type PeoplePicture } from '../areas/images/pictures'
import { renderProductSvg } from '../areas/images/render'

const PEOPLE: Record<PeoplePicture, (n: number) => string> = {
  avatars: renderAvatarSvg,
  covers: renderCoverSvg,
  gallery: renderSceneSvg,
}

const isPeople = (kind: string): kind is PeoplePicture => Object.hasOwn(PEOPLE, kind)

/**
 * The drawing at `pathname` (`/api/images/covers/cover-12.svg`), or null where the page's mock API
 * answers instead: another path, or a seed that names no picture (its answer is the API's 404).
 */
export function drawPicture(pathname: string): string | null {
  const address = pictureAddress(pathname)
  if (!address) return null
  if (isPeople(address.kind)) {
    const n = pictureNumber(address.kind, address.seed)
    return n === null ? null : PEOPLE[address.kind](n)
  }
  if (address.kind !== 'products') return null
  const art = parseArtSeed(address.seed)
  return art ? renderProductSvg(art) : null
}
