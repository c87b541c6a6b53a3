/**
 * The demo accounts (DESIGN: demo@example.com admin, user@example.com user). The account area
 * seeds them; other areas' seeds give them addresses, cards and events by these ids.
 */
export const DEMO_PASSWORD = 'demo1234'
export const DEMO_ADMIN_EMAIL = 'demo@example.com'
export const DEMO_USER_EMAIL = 'user@example.com'
export const DEMO_ADMIN_ID = 'user-demo-admin'
export const DEMO_USER_ID = 'user-demo-user'
