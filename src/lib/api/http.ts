/**
 * The one HTTP client (spec §7, §8): base address from config, no timeout, the Bearer token on
 * every request once one is set, GETs retried on network and 5xx failures, POSTs never retried.
 * Every failure rejects with an ApiError: the server's body when there is one, otherwise
 * 'Something went wrong'. Responses are parsed with their zod schema; a mismatch is an error
 * too, never a silent undefined.
 */
import ky, { isHTTPError, isNetworkError, SchemaValidationError, type Options } from 'ky'
import type { z } from 'zod/mini'
import { whenApiReady } from '@/lib/api-ready'
import { config } from '@/lib/config'
import { getAuthToken, notifyUnauthorized } from './auth-token'
import { i18n } from '@/lib/i18n/i18n'
import { languageInfo } from '@/lib/i18n/languages'
import { apiErrorBodySchema } from './schemas/common'

/** Spec §8: the text of an error without a server body. */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong'

export type ApiErrorKind = 'http' | 'network' | 'schema' | 'unknown'

export class ApiError extends Error {
  override name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** The server's response body, when it sent one. */
  readonly body: unknown
  /** Field messages from a 400 answer, by field name. */
  readonly fieldErrors: Record<string, string>

  constructor(
    message: string,
    { kind, status, body }: { kind: ApiErrorKind; status?: number; body?: unknown },
  ) {
    super(message)
    this.kind = kind
    this.status = status
    this.body = body
    const parsed = apiErrorBodySchema.safeParse(body)
    this.fieldErrors = parsed.success ? (parsed.data.errors ?? {}) : {}
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

// --- errors ---------------------------------------------------------------------------------

function messageOf(body: unknown): string {
  const parsed = apiErrorBodySchema.safeParse(body)
  if (parsed.success && parsed.data.message) return parsed.data.message
  if (typeof body === 'string' && body.trim()) return body
  return DEFAULT_ERROR_MESSAGE
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
  if (isHTTPError(error)) {
    const body = error.data
    const hasBody = body !== undefined && body !== ''
    return new ApiError(hasBody ? messageOf(body) : DEFAULT_ERROR_MESSAGE, {
      kind: 'http',
      status: error.response.status,
      body: hasBody ? body : undefined,
    })
  }
  if (isNetworkError(error)) return new ApiError(DEFAULT_ERROR_MESSAGE, { kind: 'network' })
  if (error instanceof SchemaValidationError)
    return new ApiError(DEFAULT_ERROR_MESSAGE, { kind: 'schema' })
  return new ApiError(DEFAULT_ERROR_MESSAGE, { kind: 'unknown' })
}

// --- the client -----------------------------------------------------------------------------

const RETRYABLE_STATUS = [408, 429, 500, 502, 503, 504]

/** Paths ('api/...') resolve against the configured API address, or this page's origin. */
const baseUrl = config.apiUrl
  ? `${config.apiUrl}/`
  : typeof document !== 'undefined'
    ? new URL('/', document.baseURI).href
    : 'http://localhost/'

export const http = ky.create({
  baseUrl,
  // Spec §9: the default HTTP timeout is 0 (none).
  timeout: false,
  // The API knows a caller by the Bearer token alone: no cookie goes with a call. With the mock
  // API this also spares msw reading document.cookie and its cookie store for every handler it
  // tries, ~60 ms of a cold /dashboard/app at 1x (docs/decisions/bundle-budget.md, "Stop 43").
  credentials: 'omit',
  // The app's only retry layer (React Query does not retry; see lib/query-client.ts).
  retry: { limit: 2, methods: ['get'], statusCodes: RETRYABLE_STATUS },
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        // The mock API's worker starts on the first call and may still be starting: API calls
        // wait, the page does not.
        await whenApiReady()
        const token = getAuthToken()
        if (token && !request.headers.has('Authorization'))
          request.headers.set('Authorization', `Bearer ${token}`)
        request.headers.set('Accept-Language', languageInfo(i18n.language).locale)
      },
    ],
    afterResponse: [
      ({ request, response }) => {
        if (response.status === 401 && request.headers.has('Authorization')) notifyUnauthorized()
      },
    ],
  },
})

type Schema = z.ZodMiniType

async function call<S extends Schema>(
  method: 'get' | 'post',
  path: string,
  schema: S,
  options: Options = {},
): Promise<z.infer<S>> {
  try {
    return (await http[method](path, options).json(schema)) as z.infer<S>
  } catch (error) {
    throw toApiError(error)
  }
}

/** A list query's values as a call's query string: empty values are left out. */
export function toSearchParams(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '',
    ),
  )
}

/** GET `path` (e.g. 'api/account/my-account') and parse the answer with `schema`. */
export const apiGet = <S extends Schema>(
  path: string,
  schema: S,
  searchParams?: Record<string, string | number | boolean | undefined>,
  options: Options = {},
) =>
  call('get', path, schema, {
    ...options,
    searchParams: searchParams
      ? Object.fromEntries(
          Object.entries(searchParams).filter(
            (entry): entry is [string, string | number | boolean] => entry[1] !== undefined,
          ),
        )
      : undefined,
  })

/** POST `json` to `path` and parse the answer with `schema`. */
export const apiPost = <S extends Schema>(
  path: string,
  json: unknown,
  schema: S,
  options: Options = {},
) => call('post', path, schema, { ...options, json })

/**
 * The bytes at an API address (an attachment): they need the token, so an <img> or a plain link
 * cannot fetch them itself.
 */
export async function apiBlob(path: string): Promise<Blob> {
  try {
    return await http.get(path.replace(/^\//, '')).blob()
  } catch (error) {
    throw toApiError(error)
  }
}
