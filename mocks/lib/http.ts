/**
 * Helpers that make the handlers behave like a server: latency, JSON parsing with validation
 * (400 with field messages), authentication (401), localized messages, and the one place where
 * domain errors (mocks/lib/errors.ts) become HTTP answers.
 */
import {
  delay,
  HttpResponse,
  type DefaultBodyType,
  type HttpResponseResolver,
  type PathParams,
} from 'msw'
import type { z } from 'zod'
import { mockConfig } from '../config'
import { verifyToken } from '../db/crypto'
import { flushDatabase, getDb, type Database, type StoredRecord } from '../db/database'
import {
  DomainError,
  forbidden,
  invalid,
  refuse,
  unauthorized,
  type DomainErrorKind,
} from './errors'
import { languageOf, message } from './messages'

type UserRecord = StoredRecord<'users'>

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
  schema: S,
  body: unknown,
  options?: ReadOptions,
): z.infer<S> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) invalid(issuesToErrors(parsed.error, options))
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
    refuse('invalid_json')
  }
  return parseBody(schema, body, options)
}

/** Like readJson, for calls whose body may be left out: no body reads as `{}`. */
export async function readOptionalJson<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  const text = await request.text()
  if (!text.trim()) return parseBody(schema, {})
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    refuse('invalid_json')
  }
  return parseBody(schema, body)
}

export function readQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = schema.safeParse(params)
  if (!parsed.success) invalid(issuesToErrors(parsed.error))
  return parsed.data
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1] ?? null
}

/** The signed-in user of the request, or a 401 (403 for unverified accounts unless allowed). */
async function requireUser(
  request: Request,
  db: Database,
  { allowUnverified = false }: AuthOptions,
): Promise<UserRecord> {
  const token = bearerToken(request)
  if (!token) unauthorized('unauthorized')
  const claims = await verifyToken(token, db.meta.jwtSecret)
  if (!claims) unauthorized('token_invalid')
  const user = db.users.findFirst((q) => q.where({ id: claims.sub }))
  if (!user) unauthorized('token_invalid')
  if (!user.emailVerified && !allowUnverified) forbidden('email_not_verified')
  return user
}

interface AuthOptions {
  /** Calls an account must reach before its e-mail is verified (verify, resend, my-account). */
  allowUnverified?: boolean
}

interface PublicInfo<Params extends PathParams> {
  request: Request
  params: Params
  db: Database
}
interface AuthedInfo<Params extends PathParams> extends PublicInfo<Params> {
  user: UserRecord
}
type Resolver<Info> = (info: Info) => Promise<Response> | Response

const STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  refused: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
}

/** The one mapping of domain errors to HTTP: status, localized message, field messages. */
function errorResponse(request: Request, error: DomainError): Response {
  const language = languageOf(request)
  const text = message(language, error.code, error.vars)
  const body =
    error.kind === 'invalid'
      ? {
          message: text,
          errors: Object.fromEntries(
            Object.entries(error.fields).map(([field, code]) => [
              field,
              message(language, code, error.vars),
            ]),
          ),
        }
      : { message: text }
  return HttpResponse.json(body, { status: STATUS[error.kind] })
}

/** Wraps a resolver: latency, the database, and domain errors turned into answers. */
function handle<Params extends PathParams>(
  resolver: Resolver<PublicInfo<Params>>,
): HttpResponseResolver<Params, DefaultBodyType> {
  return async ({ request, params }) => {
    if (mockConfig.latencyMs > 0) await delay(mockConfig.latencyMs)
    try {
      const response = await resolver({ request, params, db: await getDb() })
      await flushDatabase()
      return response
    } catch (error) {
      await flushDatabase()
      if (error instanceof DomainError) return errorResponse(request, error)
      console.error('[mock api] unexpected error', error)
      return HttpResponse.json(
        { message: message(languageOf(request), 'server_error') },
        { status: 500 },
      )
    }
  }
}

/**
 * The handlers' wrapper. `route.authed` is the default: the call needs a signed-in user (401
 * without a valid Bearer token, 403 before the e-mail is verified unless allowed) and the
 * resolver receives that user. `route.public` is the explicit exception (docs/api.md lists them:
 * sign-in, registration, password reset, images, the mock-only calls).
 */
export const route = {
  authed<Params extends PathParams = PathParams>(
    resolver: Resolver<AuthedInfo<Params>>,
    options: AuthOptions = {},
  ) {
    return handle<Params>(async (info) =>
      resolver({ ...info, user: await requireUser(info.request, info.db, options) }),
    )
  },
  public<Params extends PathParams = PathParams>(resolver: Resolver<PublicInfo<Params>>) {
    return handle(resolver)
  },
}

export { message, languageOf }
