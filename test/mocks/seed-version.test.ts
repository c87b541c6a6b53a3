/**
 * The browser restores its stored demo data without validating it again (`createTrusted` in
 * mocks/db/database.ts): that is safe only because stored data of another SEED_VERSION is replaced
 * by the seed. So a change to a record schema must come with a new SEED_VERSION. This test keeps a
 * fingerprint of every collection's schema (its JSON Schema, hashed) beside the version it was
 * written for, and fails when the schemas change under the same version.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { z } from 'zod/mini'
import { SEED_VERSION, type AreaData } from '../../mocks/db/database'
import { areas } from '../../mocks/registry'

const FILE = 'test/mocks/record-schemas.sha256'

function schemasFingerprint(): string {
  const collections = (areas as readonly AreaData[])
    .flatMap((area) => Object.entries(area.collections ?? {}))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, schema]) => [
      name,
      z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }),
    ])
  return createHash('sha256').update(JSON.stringify(collections)).digest('hex')
}

describe('the seed version follows the record schemas', () => {
  it('has a new SEED_VERSION whenever a record schema changes', () => {
    const [version, hash] = readFileSync(FILE, 'utf8').trim().split(/\s+/)
    const current = schemasFingerprint()
    const record = `${SEED_VERSION} ${current}`
    if (Number(version) === SEED_VERSION && hash !== current)
      throw new Error(
        `A record schema changed but SEED_VERSION is still ${SEED_VERSION}: browsers would keep ` +
          `their stored rows of the old shape. Bump SEED_VERSION in mocks/db/database.ts, then ` +
          `write "<the new version> ${current}" to ${FILE}.`,
      )
    if (Number(version) !== SEED_VERSION)
      throw new Error(`SEED_VERSION is now ${SEED_VERSION}: write "${record}" to ${FILE}.`)
    expect(hash).toBe(current)
  })
})
