/**
 * Passwords and tokens for the mock API, with the Web Crypto API (browser and Node alike).
 * Passwords are stored as PBKDF2-SHA256 hashes; tokens are HS256 JWTs signed with a key that is
 * generated with the demo data (never committed).
 */
import { jwtVerify, SignJWT, type JWTPayload } from 'jose'

const encoder = new TextEncoder()
/** Enough to be a real hash, few enough to keep seeding and tests fast: it is a mock. */
const PBKDF2_ITERATIONS = 10_000

const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')

export function randomHex(bytes = 16): string {
  return toHex(crypto.getRandomValues(new Uint8Array(bytes)))
}

export async function hashPassword(password: string, salt: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: encoder.encode(salt), iterations: PBKDF2_ITERATIONS },
    key,
    256,
  )
  return toHex(bits)
}

export async function verifyPassword(password: string, salt: string, hash: string) {
  const candidate = await hashPassword(password, salt)
  // Constant-time comparison, as a real server would do.
  let diff = candidate.length ^ hash.length
  for (let i = 0; i < Math.min(candidate.length, hash.length); i += 1)
    diff |= candidate.charCodeAt(i) ^ hash.charCodeAt(i)
  return diff === 0
}

export interface TokenClaims extends JWTPayload {
  sub: string
  email: string
  role: string
  verified: boolean
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
