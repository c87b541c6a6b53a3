import { defineArea } from '../../lib/area'
import { healthHandlers } from './handlers'

/** GET /api/health. */
export const healthArea = defineArea({ name: 'health', handlers: healthHandlers })
