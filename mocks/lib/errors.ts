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

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: MessageCode,
    /** Field -> message code (kind 'invalid' only). */
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
