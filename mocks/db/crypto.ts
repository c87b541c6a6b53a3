/**
 * Passwords and tokens for the mock API, with the Web Crypto API (browser and Node alike).
 * Passwords are stored as PBKDF2-SHA256 hashes that name their own cost
 * (`pbkdf2-sha256$<iterations>$<hex>`), so a cost raised later still verifies older hashes; tokens
 * are HS256 JWTs signed with a key that is generated with the demo data (never committed).
 */
import { jwtVerify, SignJWT, type JWTPayload } from 'jose'

const encoder = new TextEncoder()

/** OWASP's current recommendation for PBKDF2-HMAC-SHA256: every password a person chooses. */
export const PASSWORD_ITERATIONS = 600_000
/**
 * The seeded demo accounts and the tests' accounts: their password is printed on the login page,
 * so a costly hash would protect nothing and only slow every seed and test (docs/api.md).
 */
export const DEMO_PASSWORD_ITERATIONS = 1_000

const PREFIX = 'pbkdf2-sha256'

const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

/**
 * Random bytes drawn 4 KB at a time: each getRandomValues() call costs about as much as a whole
 * batch, and a large seed asks for ids ~60,000 times (1.7 s of a large reset in vitest, one call
 * each). Node buffers its randomUUID() the same way. The bytes still come from the CSPRNG, and
 * each is handed out once.
 */
const POOL_SIZE = 4096
let pool = new Uint8Array(0)
let poolOffset = 0

function randomBytes(count: number): Uint8Array {
  if (count > POOL_SIZE) return crypto.getRandomValues(new Uint8Array(count))
  if (poolOffset + count > pool.length) {
    pool = crypto.getRandomValues(new Uint8Array(POOL_SIZE))
    poolOffset = 0
  }
  const bytes = pool.subarray(poolOffset, poolOffset + count)
  poolOffset += count
  return bytes
}

export function randomHex(bytes = 16): string {
  return toHex(randomBytes(bytes))
}

async function derive(password: string, salt: string, iterations: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations },
    key,
    256,
  )
  return toHex(bits)
}

/** The stored form of a password: `pbkdf2-sha256$<iterations>$<hex>`. */
export async function hashPassword(
  password: string,
  salt: string,
  iterations = PASSWORD_ITERATIONS,
): Promise<string> {
  return `${PREFIX}$${iterations}$${await derive(password, salt, iterations)}`
}

/** The cost a stored hash was made with (null when it is not one of ours). */
export function iterationsOf(stored: string): number | null {
  const [prefix, iterations, hex] = stored.split('$')
  const count = Number(iterations)
  return prefix === PREFIX && hex && Number.isSafeInteger(count) && count > 0 ? count : null
}

/** Equal strings in a time that depends on their length only, not on where they differ. */
function constantTimeEqual(a: string, b: string) {
  let diff = a.length ^ b.length
  for (let i = 0; i < Math.max(a.length, b.length); i += 1)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0)
  return diff === 0
}

/** Checks a password against its stored hash, at the cost the hash was made with. */
export async function verifyPassword(password: string, salt: string, stored: string) {
  const iterations = iterationsOf(stored)
  // A hash we cannot read still costs a full hash, so its answer takes as long as any other.
  const candidate = await hashPassword(password, salt, iterations ?? PASSWORD_ITERATIONS)
  return iterations !== null && constantTimeEqual(candidate, stored)
}

let dummy: Promise<string> | undefined

/**
 * Spends the same time as checking a real account's password, for an e-mail that has none:
 * the answer's timing then tells nobody whether the account exists.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummy ??= hashPassword(randomHex(16), 'dummy-salt')
  await verifyPassword(password, 'dummy-salt', await dummy)
  return false
}

export interface TokenClaims extends JWTPayload {
  sub: string
  email: string
  role: string
  verified: boolean
  /** The account's token version when signed: a password change moves past it (absent = 0). */
  ver?: number
}

const signingKeys = new Map<string, Promise<CryptoKey>>()

/** The HMAC key for a secret (a CryptoKey works in every environment jose runs in, jsdom included). */
function signingKey(secret: string): Promise<CryptoKey> {
  let key = signingKeys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    )
    signingKeys.set(secret, key)
  }
  return key
}

export interface NewTokenClaims {
  sub: string
  email: string
  role: string
  verified: boolean
  ver?: number
}

export async function signToken(claims: NewTokenClaims, secret: string, ttlSeconds: number) {
  const { sub, ...rest } = claims
  return new SignJWT({ ...rest })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(await signingKey(secret))
}

/** The claims of a valid token, or null when it is malformed, forged or expired. */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await signingKey(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(),
    })
    return payload as TokenClaims
  } catch {
    return null
  }
}
