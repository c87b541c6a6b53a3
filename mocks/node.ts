import { setupServer } from 'msw/node'
import { handlers, socketHandlers } from './handlers'

export const server = setupServer(...handlers, ...socketHandlers)
