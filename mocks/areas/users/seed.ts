/**
 * The people of the demo: the two demo accounts and the 58 people of mocks/lib/directory.ts (or
 * 10,000 for scale checks, the first 58 the same), with a deterministic mix of statuses and
 * roles, drawn avatars and covers (never fetched), who follows whom, profile posts and galleries.
 * Dates are relative to now.
 */
import type { UserStatus } from '@/lib/api/schemas/account'
import { DEMO_PASSWORD_ITERATIONS, hashPassword } from '../../db/crypto'
import type { Database, SeedContext } from '../../db/database'
import type { Random } from '../../db/random'
import {
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_ID,
  DEMO_PASSWORD,
  DEMO_USER_EMAIL,
  DEMO_USER_ID,
} from '../../lib/demo-accounts'
import { DIRECTORY, directoryUserId, type DirectoryPerson } from '../../lib/directory'
import { newUser, usernameBase, type UserRecord } from '../../lib/people'
import { seedSocial } from './social-seed'

export const LARGE_USER_COUNT = 10_000

const DAY = 24 * 60 * 60 * 1000

export const avatarArtUrl = (n: number) => `/api/images/avatars/person-${n}.svg`
export const coverArtUrl = (n: number) => `/api/images/covers/cover-${n}.svg`

/** Mostly active; a few waiting for their e-mail, banned or refused. */
function statusOf(random: Random): UserStatus {
  const roll = random.next()
  if (roll < 0.72) return 'active'
  if (roll < 0.84) return 'pending'
  if (roll < 0.93) return 'banned'
  return 'rejected'
}

/** ASCII letters and digits of a name, for e-mail addresses and social handles. */
const slugPart = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')

function socialsOf(random: Random, handle: string) {
  return {
    facebook: random.bool(0.7) ? `https://www.facebook.com/${handle}` : '',
    instagram: random.bool(0.7) ? `https://www.instagram.com/${handle}` : '',
    linkedin: random.bool(0.8) ? `https://www.linkedin.com/in/${handle}` : '',
    x: random.bool(0.6) ? `https://x.com/${handle}` : '',
  }
}

const SYNTHETIC_FIRST = DIRECTORY.map((p) => p.firstName)
const SYNTHETIC_LAST = DIRECTORY.map((p) => p.lastName)

/** Person n of the large seed past the directory: names and places mixed from the directory's. */
function syntheticPerson(random: Random, n: number): DirectoryPerson {
  const place = DIRECTORY[n % DIRECTORY.length]!
  return {
    ...place,
    firstName: random.pick(SYNTHETIC_FIRST),
    lastName: random.pick(SYNTHETIC_LAST),
  }
}

export async function seedUsers(db: Database, { random, size }: SeedContext) {
  const salt = 'demo-salt'
  // The demo password is public (login page): a cheap hash keeps seeding fast (docs/api.md).
  const passwordHash = await hashPassword(DEMO_PASSWORD, salt, DEMO_PASSWORD_ITERATIONS)
  const yearAgo = new Date(Date.now() - 400 * DAY).toISOString()
  const demo = {
    passwordHash,
    passwordSalt: salt,
    status: 'active' as const,
    emailVerified: true,
    isPublic: true,
    createdAt: yearAgo,
  }
  const records: UserRecord[] = [
    newUser({
      ...demo,
      id: DEMO_ADMIN_ID,
      username: 'avery-quinn',
      email: DEMO_ADMIN_EMAIL,
      firstName: 'Avery',
      lastName: 'Quinn',
      role: 'admin',
      avatarUrl: avatarArtUrl(0),
      coverUrl: coverArtUrl(0),
      phoneNumber: '+1 415 555 0134',
      country: 'US',
      state: 'California',
      city: 'San Francisco',
      address: '90210 Broadway Blvd',
      zipCode: '94116',
      company: 'Northwind',
      jobTitle: 'Operations director',
      about: 'Runs operations and keeps the dashboard tidy.',
      socials: socialsOf(random, 'averyquinn'),
    }),
    newUser({
      ...demo,
      id: DEMO_USER_ID,
      username: 'sam-rivera',
      email: DEMO_USER_EMAIL,
      firstName: 'Sam',
      lastName: 'Rivera',
      coverUrl: coverArtUrl(1),
      country: 'CA',
      state: 'Ontario',
      city: 'Toronto',
      company: 'Maple Freight',
      jobTitle: 'Support specialist',
      socials: socialsOf(random, 'samrivera'),
    }),
  ]
  const usernames = new Set(records.map((r) => r.username))
  const total = size === 'large' ? LARGE_USER_COUNT : DIRECTORY.length
  for (let n = 0; n < total; n += 1) {
    const known = n < DIRECTORY.length
    const person = known ? DIRECTORY[n]! : syntheticPerson(random, n)
    const base = usernameBase(person.firstName, person.lastName)
    let username = base
    for (let k = 2; usernames.has(username); k += 1) username = `${base}-${k}`
    usernames.add(username)
    const status = statusOf(random)
    const handle = `${slugPart(person.firstName)}${slugPart(person.lastName)}`
    const createdAt = new Date(
      Date.now() - random.int(1, 720) * DAY - random.int(0, DAY),
    ).toISOString()
    records.push(
      newUser({
        id: known ? directoryUserId(n) : `user-p${n}`,
        username,
        // example.com addresses are reserved for examples: nobody receives them.
        email: `${handle || `user${n}`}${known ? '' : n}@example.com`.toLowerCase(),
        firstName: person.firstName,
        lastName: person.lastName,
        role: random.bool(0.15) ? 'admin' : 'user',
        status,
        emailVerified: status === 'active' || (status !== 'pending' && random.bool(0.7)),
        avatarUrl: random.bool(0.85) ? avatarArtUrl(n + 2) : null,
        coverUrl: coverArtUrl(n + 2),
        phoneNumber: person.phone,
        country: person.country,
        state: person.state,
        city: person.city,
        address: `${random.int(1, 480)} ${random.pick(STREETS)}`,
        zipCode: String(random.int(10000, 99999)),
        company: person.company,
        jobTitle: person.jobTitle,
        isPublic: random.bool(0.8),
        socials: socialsOf(random, handle),
        createdAt,
      }),
    )
  }
  for (const record of records) await db.users.create(record)
  await seedSocial(db, random)
}

const STREETS = [
  'Market Street',
  'Rue de Rivoli',
  'Orchard Road',
  'Calle Mayor',
  'Queen Street West',
  'Nguyễn Huệ',
  'Via Roma',
  'King Fahd Road',
  'Nanjing Road',
  'Unter den Linden',
]
