import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { RequestHandler } from 'msw'

export declare const MAX_BODY_BYTES: number
export declare const MAX_URL_LENGTH: number
export declare const MAX_HEADER_COUNT: number
export declare function isLoopbackAddress(address?: string): boolean

export interface AppOptions {
  handlers: readonly RequestHandler[]
  message: (language: string, code: string, vars?: Record<string, string | number>) => string
  languageOf: (request: Request) => string
  corsOrigins: string[]
  devOutbox: boolean
  maxBodyBytes?: number
  log?: (line: string) => void
}

export declare function createApp(options: AppOptions): {
  onRequest: (req: IncomingMessage, res: ServerResponse) => Promise<void>
  onClientError: (error: Error, socket: Duplex) => void
  onConnect: (req: IncomingMessage, socket: Duplex) => void
}
