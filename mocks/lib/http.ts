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
import type { z } from 'zod/mini'
import { mockConfig } from '../config'
import { verifyToken } from '../db/crypto'
import { exclusive, flushDatabase, getDb, type Database, type StoredRecord } from '../db/database'
import {
  DomainError,
  forbidden,
  invalid,
  refuse,
  tooLarge,
  unauthorized,
  unsupportedMediaType,
  type DomainErrorKind,
} from './errors'
import { languageOf, loadCatalog, message } from './messages'

type UserRecord = StoredRecord<'users'>

interface ReadOptions {
  /**
   * The body's wrapper key (`{ product: {...} }`): its fields are reported as `name`, not
   * `product.name`, the same keys as the errors a handler finds itself (e.g. a taken name).
   */
  unwrap?: string
}

function issuesToErrors(
  error: z.core.$ZodError,
  { unwrap }: ReadOptions = {},
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const path = unwrap && issue.path[0] === unwrap ? issue.path.slice(1) : issue.path
    const field = path.join('.') || '_'
    // Our schemas carry message codes; anything else (a wrong type) is a generic invalid value.
    errors[field] ??= /^[a-z_]+$/.test(issue.message) ? issue.message : 'invalid_value'
  }
  return errors
}

function parseBody<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
  options?: ReadOptions,
): z.infer<S> {
  const parsed = schema.safeParse(body)
  if (!parsed.success) invalid(issuesToErrors(parsed.error, options))
  return parsed.data
}

/** The largest JSON body a call accepts unless its route says otherwise (`maxBodyBytes`). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024

/** Each request's body limit, set by `route()` before the resolver reads the body. */
const bodyLimits = new WeakMap<Request, number>()

const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.round(bytes / 1024)} KB`

const isJsonType = (type: string | null) =>
  /^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type?.trim() ?? '')

/**
 * The body as text, at most the route's limit (413 beyond it, from Content-Length before
 * anything is read, else while reading: a large body is never held whole).
 */
async function readBodyText(request: Request): Promise<string> {
  const limit = bodyLimits.get(request) ?? DEFAULT_MAX_BODY_BYTES
  const tooBig = () => tooLarge('body_too_large', { limit: formatBytes(limit) })
  const declared = Number(request.headers.get('Content-Length') ?? NaN)
  if (Number.isFinite(declared) && declared > limit) tooBig()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>
    try {
      chunk = await reader.read()
    } catch {
      // The client went away (or sent a broken body) mid-request: its fault, not a handler's.
      refuse('invalid_request')
    }
    const { done, value } = chunk
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      tooBig()
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    refuse('invalid_json')
  }
}

/**
 * The JSON body checked against `schema`: 415 unless it is `application/json`, 413 over the
 * route's size limit, 400 `invalid_json`, 400 with field messages when the schema refuses it.
 */
export async function readJson<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  options?: ReadOptions,
): Promise<z.infer<S>> {
  if (!isJsonType(request.headers.get('Content-Type'))) unsupportedMediaType()
  return parseBody(schema, parseJsonText(await readBodyText(request)), options)
}

/** Like readJson, for calls whose body may be left out: no body reads as `{}`. */
export async function readOptionalJson<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
): Promise<z.infer<S>> {
  const text = await readBodyText(request)
  if (!text.trim()) return parseBody(schema, {})
  if (!isJsonType(request.headers.get('Content-Type'))) unsupportedMediaType()
  return parseBody(schema, parseJsonText(text))
}

export function readQuery<S extends z.ZodMiniType>(request: Request, schema: S): z.infer<S> {
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

/**
 * The account a token signs in, or a 401 (403 for unverified accounts unless allowed): the one
 * check of `route.authed` (the Bearer header) and of the chat socket (its first frame).
 */
export async function userOfToken(
  token: string | null,
  db: Database,
  { allowUnverified = false, role }: Pick<AuthOptions, 'allowUnverified' | 'role'> = {},
): Promise<UserRecord> {
  if (!token) unauthorized('unauthorized')
  const claims = await verifyToken(token, db.meta.jwtSecret)
  if (!claims) unauthorized('token_invalid')
  const user = db.users.findFirst((q) => q.where({ id: claims.sub }))
  if (!user || (claims.ver ?? 0) !== user.tokenVersion) unauthorized('token_invalid')
  if (!user.emailVerified && !allowUnverified) forbidden('email_not_verified')
  if (role === 'admin' && user.role !== 'admin') forbidden('admin_only')
  return user
}

/** The signed-in user of the request (its Bearer token), or a 401 / 403 as `userOfToken`. */
const requireUser = (request: Request, db: Database, options: AuthOptions) =>
  userOfToken(bearerToken(request), db, options)

interface RouteOptions {
  /** The largest body the call accepts, in bytes (default DEFAULT_MAX_BODY_BYTES); 413 beyond. */
  maxBodyBytes?: number
  /**
   * Writes (every method but GET) run one at a time by default, so a check and the write that
   * follows it cannot interleave with another request's (a taken name stays taken). A route
   * that does slow work first (a password hash) sets `concurrent` and wraps only its
   * check-and-write in `exclusive()` (mocks/db/database.ts). Never call `exclusive()` from a
   * route that is not concurrent: it would wait for itself.
   */
  concurrent?: boolean
}

interface AuthOptions extends RouteOptions {
  /** Calls an account must reach before its e-mail is verified (verify, resend, my-account). */
  allowUnverified?: boolean
  /** 'admin': any other role gets 403 `admin_only` (docs/api.md, "Permissions"). */
  role?: 'admin'
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
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
}

/** The one mapping of domain errors to HTTP: status, localized message, field messages. */
function errorResponse(request: Request, error: DomainError): Response {
  const language = languageOf(request)
  const text = message(language, error.code, error.vars)
  // Field messages: a 400's, and any refusal that names its field (a 409 `name_taken`).
  const body =
    error.kind === 'invalid' || Object.keys(error.fields).length > 0
      ? {
          message: text,
          errors: Object.fromEntries(
            Object.entries(error.fields).map(([field, code]) => [
              field,
              message(language, code, error.vars),
            ]),
          ),
        }
      : error.kind === 'rate_limited'
        ? { message: text, retryAfter: error.vars.seconds }
        : { message: text }
  const headers: Record<string, string> =
    error.kind === 'rate_limited' ? { 'Retry-After': String(error.vars.seconds) } : {}
  return HttpResponse.json(body, { status: STATUS[error.kind], headers })
}

/**
 * Wraps a resolver: latency, the body limit, the write lock, the database, and domain errors
 * turned into answers.
 */
function handle<Params extends PathParams>(
  resolver: Resolver<PublicInfo<Params>>,
  { maxBodyBytes = DEFAULT_MAX_BODY_BYTES, concurrent = false }: RouteOptions = {},
): HttpResponseResolver<Params, DefaultBodyType> {
  return async ({ request, params }) => {
    if (mockConfig.latencyMs > 0) await delay(mockConfig.latencyMs)
    // Messages (refusals, seeded words a view localizes) in the request's language.
    await loadCatalog(languageOf(request))
    bodyLimits.set(request, maxBodyBytes)
    const run = async () => {
      const response = await resolver({ request, params, db: await getDb() })
      await flushDatabase()
      return response
    }
    try {
      return request.method === 'GET' || concurrent ? await run() : await exclusive(run)
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
    return handle<Params>(
      async (info) =>
        resolver({ ...info, user: await requireUser(info.request, info.db, options) }),
      options,
    )
  },
  /** `route.authed` for administrators only: 403 `admin_only` for any other role. */
  admin<Params extends PathParams = PathParams>(
    resolver: Resolver<AuthedInfo<Params>>,
    options: Omit<AuthOptions, 'role'> = {},
  ) {
    return route.authed<Params>(resolver, { ...options, role: 'admin' })
  },
  public<Params extends PathParams = PathParams>(
    resolver: Resolver<PublicInfo<Params>>,
    options: RouteOptions = {},
  ) {
    return handle(resolver, options)
  },
}

export { message, languageOf }
