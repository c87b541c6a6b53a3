/**
 * Domain errors: what a rule or a handler refuses, said without HTTP. `route()` in
 * mocks/lib/http.ts is the one place that turns them into answers (status, localized message,
 * field messages), so rules stay plain functions that tests can call directly.
 */
import type { MessageCode } from './messages'

type Vars = Record<string, string | number>

export type DomainErrorKind =
  /** 400 with field messages (`errors`). */
  | 'invalid'
  /** 400 without field messages: the request is well formed but a rule refuses it. */
  | 'refused'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  /** 409: the request was made against data that changed since (a stale version). */
  | 'conflict'
  /** 413: the body, a list or a collection is over its limit. */
  | 'too_large'
  /** 415: a body that is not `application/json`. */
  | 'unsupported_media_type'
  /** 429 with `retryAfter` (seconds, `vars.seconds`) and a `Retry-After` header. */
  | 'rate_limited'

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: MessageCode,
    /** Field -> message code (kind 'invalid', or a refusal about one field such as a 409). */
    readonly fields: Record<string, string> = {},
    /** Fill the placeholders of the message and of the field messages. */
    readonly vars: Vars = {},
  ) {
    super(code)
    this.name = 'DomainError'
  }
}

/** 400 with `{ message, errors: { field: message } }`; `fields` values are message codes. */
export function invalid(
  fields: Record<string, string>,
  code: MessageCode = 'invalid_request',
  vars?: Vars,
): never {
  throw new DomainError('invalid', code, fields, vars)
}

export function refuse(code: MessageCode, vars?: Vars): never {
  throw new DomainError('refused', code, {}, vars)
}

export function notFound(): never {
  throw new DomainError('not_found', 'not_found')
}

export function unauthorized(code: MessageCode): never {
  throw new DomainError('unauthorized', code)
}

export function forbidden(code: MessageCode): never {
  throw new DomainError('forbidden', code)
}

/**
 * 409: the client's copy is stale (it sends back a version the server has moved past), or what it
 * asks for clashes with what is stored (`fields` names the field: a taken name).
 */
export function conflict(
  code: MessageCode,
  vars?: Vars,
  fields: Record<string, string> = {},
): never {
  throw new DomainError('conflict', code, fields, vars)
}

/** 413: over a size limit (body bytes, list length, stored rows). */
export function tooLarge(code: MessageCode, vars?: Vars): never {
  throw new DomainError('too_large', code, {}, vars)
}

export function unsupportedMediaType(): never {
  throw new DomainError('unsupported_media_type', 'unsupported_media_type')
}

/** 429: wait `seconds` before trying again (the message may use `{{seconds}}`). */
export function rateLimited(seconds: number, code: MessageCode = 'too_many_attempts'): never {
  throw new DomainError('rate_limited', code, {}, { seconds: Math.max(1, Math.ceil(seconds)) })
}
