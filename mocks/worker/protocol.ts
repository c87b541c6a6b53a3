/**
 * What the page, the service worker (/mock-api-worker.js) and the mock API's own worker
 * (api-worker.ts) say to each other (docs/decisions/mock-worker.md, "The mock API runs in a
 * worker"). The page starts the API worker and hands the service worker one end of a
 * `MessageChannel` whose other end the API worker holds: the service worker then sends each of
 * that page's /api/ requests down the port and answers with what comes back, without the page's
 * main thread in between. Bodies cross as ArrayBuffers (transferred, not copied).
 *
 * No DOM, no msw: the service worker script is bundled from this too.
 */

/** page → service worker (with a port), and service worker → page (the port it lost). */
export const PORT_MESSAGE = 'mock-api:port'
export const PORT_WANTED = 'mock-api:port-wanted'
/** service worker → page: the port arrived, requests from this page go down it from now. */
export const PORT_ATTACHED = 'mock-api:port-attached'
/** page → service worker: take control of this page (a hard reload loads it uncontrolled). */
export const CLAIM = 'mock-api:claim'

/** The `type` of a message of ours, if it is one. */
export const messageType = (data: unknown): unknown => (data as { type?: unknown } | null)?.type

/** page → API worker. */
export type ToApiWorker =
  /** Requests will come down this port (from the service worker). */
  | { type: 'requests' }
  /** A socket opened by the page on `url`; its frames cross the port. */
  | { type: 'socket'; url: string }
  /** `html: null`: the page could not sanitize (its sanitizer's chunk failed to load). */
  | { type: 'sanitized'; id: number; html: string | null }

/** API worker → page. */
export type FromApiWorker = { type: 'sanitize'; id: number; html: string }

export type HeaderList = [string, string][]

export interface ApiRequest {
  id: number
  method: string
  url: string
  headers: HeaderList
  body: ArrayBuffer | null
  /**
   * The request's own credentials mode (the app's API client sends `omit`). Without it the copy
   * would be `same-origin`, and msw reads its cookie store for such a request once per handler it
   * tries: ~45 ms of the worker's thread at 1x CPU over the landing page's twenty requests.
   */
  credentials: RequestCredentials
}

export type ApiAnswer =
  | { id: number; status: number; statusText: string; headers: HeaderList; body: ArrayBuffer }
  /** No handler answers: the service worker lets the request go to the network. */
  | { id: number; passthrough: true }

/** The frames of a socket's port, either way. */
export type SocketFrame = { data: string } | { close: { code?: number; reason?: string } }

const bodiless = (method: string) => method === 'GET' || method === 'HEAD'

export async function serializeRequest(id: number, request: Request): Promise<ApiRequest> {
  return {
    id,
    method: request.method,
    url: request.url,
    headers: [...request.headers],
    body: bodiless(request.method) ? null : await request.arrayBuffer(),
    credentials: request.credentials,
  }
}

export const deserializeRequest = ({
  method,
  url,
  headers,
  body,
  credentials,
}: ApiRequest): Request =>
  new Request(url, { method, headers, body: bodiless(method) ? null : body, credentials })

export async function serializeResponse(id: number, response: Response): Promise<ApiAnswer> {
  return {
    id,
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers],
    body: await response.arrayBuffer(),
  }
}

/** Statuses whose responses cannot carry a body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304])

export const deserializeResponse = (answer: Exclude<ApiAnswer, { passthrough: true }>): Response =>
  new Response(NULL_BODY.has(answer.status) ? null : answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
  })
