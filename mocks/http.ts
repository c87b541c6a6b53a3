/**
 * Helpers that make the handlers behave like a server: latency, JSON parsing with validation
 * (400 with field messages), authentication (401), and localized messages.
 */
import {
  delay,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw'
import type { z } from 'zod'
import { mockConfig } from './config'
import { verifyToken } from './db/crypto'
import { flushDatabase, getDb, type Database } from './db/database'
import type { UserRecord } from './db/schema'
import { languageOf, message, type MessageCode } from './messages'

/** A finished answer, thrown from deep inside a handler and returned by `route`. */
class Answer extends Error {
  constructor(readonly response: Response) {
    super('answer')
  }
}

export function fail(
  request: Request,
  status: number,
  code: MessageCode,
  vars?: Record<string, string | number>,
): never {
  throw new Answer(
    HttpResponse.json({ message: message(languageOf(request), code, vars) }, { status }),
  )
}

/**
 * 400 with `{ message, errors: { field: message } }`; `errors` values are message codes, and
 * `vars` fill the placeholders of the message and of the field messages.
 */
export function invalid(
  request: Request,
  errors: Record<string, string>,
  code: MessageCode = 'invalid_request',
  vars?: Record<string, string | number>,
): never {
  const language = languageOf(request)
  throw new Answer(
    HttpResponse.json(
      {
        message: message(language, code, vars),
        errors: Object.fromEntries(
          Object.entries(errors).map(([field, c]) => [field, message(language, c, vars)]),
        ),
      },
      { status: 400 },
    ),
  )
}

interface ReadOptions {
  /**
   * The body's wrapper key (`{ product: {...} }`): its fields are reported as `name`, not
   * `product.name`, the same keys as the errors a handler finds itself (e.g. a taken name).
   */
  unwrap?: string
}

function issuesToErrors(error: z.ZodError, { unwrap }: ReadOptions = {}): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = unwrap && issue.path[0] === unwrap ? issue.path.slice(1) : issue.path
    const field = path.join('.') || '_'
    // Our schemas carry message codes; anything else (a wrong type) is a generic invalid value.
    errors[field] ??= /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid_value'
  }
  return errors
}

function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  body: unknown,
  options?: ReadOptions,
): z.infer<S> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) invalid(request, issuesToErrors(parsed.error, options))
  return parsed.data
}

export async function readJson<S extends z.ZodType>(
  request: Request,
  schema: S,
  options?: ReadOptions,
): Promise<z.infer<S>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    fail(request, 400, 'invalid_json')
  }
  return parseBody(request, schema, body, options)
}

/** Like readJson, for calls whose body may be left out: no body reads as `{}`. */
export async function readOptionalJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  const text = await request.text()
  if (!text.trim()) return parseBody(request, schema, {})
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    fail(request, 400, 'invalid_json')
  }
  return parseBody(request, schema, body)
}

export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = schema.safeParse(params)
  if (!parsed.success) invalid(request, issuesToErrors(parsed.error))
  return parsed.data
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/** The signed-in user of the request, or a 401 (403 for unverified accounts unless allowed). */
export async function requireUser(
  request: Request,
  db: Database,
  { allowUnverified = false }: { allowUnverified?: boolean } = {},
): Promise<UserRecord> {
  const token = bearerToken(request)
  if (!token) fail(request, 401, 'unauthorized')
  const claims = await verifyToken(token, db.meta.jwtSecret)
  if (!claims) fail(request, 401, 'token_invalid')
  const user = db.users.findFirst((q) => q.where({ id: claims.sub }))
  if (!user) fail(request, 401, 'token_invalid')
  if (!user.emailVerified && !allowUnverified) fail(request, 403, 'email_not_verified')
  return user
}

type Resolver<Params extends PathParams = PathParams> = (info: {
  request: Request
  params: Params
  db: Database
}) => Promise<Response> | Response

/** Wraps a resolver: latency, the database, and thrown answers turned into responses. */
export function route<Params extends PathParams = PathParams>(
  resolver: Resolver<Params>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async ({ request, params }) => {
    if (mockConfig.latencyMs > 0) await delay(mockConfig.latencyMs)
    try {
      const response = await resolver({ request, params, db: await getDb() })
      await flushDatabase()
      return response
    } catch (error) {
      await flushDatabase()
      if (error instanceof Answer) return error.response
      console.error('[mock api] unexpected error', error)
      return HttpResponse.json(
        { message: message(languageOf(request), 'server_error') },
        { status: 500 },
      )
    }
  }
}

export { message, languageOf }
