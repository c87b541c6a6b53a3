import { defineArea } from '../../lib/area'
import { failNextHandlers, mockAdminHandlers } from './handlers'

/** Mock-only calls: armed failures for tests, "Reset demo data", the demo inbox. Public. */
export const mockAdminArea = defineArea({
  name: 'mock-admin',
  before: failNextHandlers,
  handlers: mockAdminHandlers,
})
