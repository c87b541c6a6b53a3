import { setupWorker } from 'msw/browser'
import { handlers, socketHandlers } from './handlers'

export const worker = setupWorker(...handlers, ...socketHandlers)
