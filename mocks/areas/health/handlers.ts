import { http, HttpResponse } from 'msw'

/** GET /api/health: lets a client (or a person with curl) check that the mock API answers. */
export const healthHandlers = [
  http.get('*/api/health', () => HttpResponse.json({ status: 'ok', mock: true })),
]
