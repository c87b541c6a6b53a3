/** Calls the mock API the way the app does (fetch through msw/node), for the mock API tests. */
const BASE = 'http://localhost'

export interface CallOptions {
  body?: unknown
  token?: string
  raw?: string
  language?: string
}

export interface Answer<T = Record<string, unknown>> {
  status: number
  json: T
}

export async function call<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  { body, token, raw, language }: CallOptions = {},
): Promise<Answer<T>> {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'Accept-Language': language } : {}),
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  return { status: response.status, json: (await response.json()) as T }
}

export async function login(email = 'demo@example.com', password = 'demo1234') {
  const { json } = await call<{ accessToken: string }>('POST', '/api/account/login', {
    body: { email, password },
  })
  return json.accessToken
}

/** The field messages of a 400 answer. */
export const errorsOf = (answer: Answer) => answer.json.errors as Record<string, string>

/** `from=…&to=…`: a dashboard period from two times (ms). */
export const periodQuery = (from: number, to: number) =>
  `from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`
