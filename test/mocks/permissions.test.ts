/**
 * The permission table (docs/api.md, "Permissions"): what a `user` token may not do gets a 403
 * with a clear message and changes nothing; an administrator (or the record's creator) may.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '../../mocks/db/database'
import { DEMO_ADMIN_ID } from '../../mocks/lib/demo-accounts'
import { call, login } from './client'
import { given } from './given'

let admin: string
let user: string
let userId: string
beforeEach(async () => {
  admin = await login()
  const member = await given.user({ role: 'user' })
  user = member.token
  userId = member.user.id
})

const db = () => getDb()
const post = (path: string, token: string, body: unknown) =>
  call('POST', path, { token, body, language: 'en' })

/** A snapshot of what the call could change, to show a refused call changed nothing. */
async function storedState() {
  const d = await db()
  return JSON.stringify({
    products: d.products.all(),
    columns: d.kanbanColumns.all(),
    cards: d.kanbanCards.all(),
    board: d.kanbanBoards.all(),
    events: d.calendarEvents.all(),
  })
}

async function expectRefused(path: string, body: unknown, message: string) {
  const before = await storedState()
  const answer = await post(path, user, body)
  expect(answer.status).toBe(403)
  expect(answer.json).toEqual({ message })
  expect(await storedState()).toBe(before)
}

const ADMIN_ONLY = 'Only an administrator can do this'
const NOT_OWNER = 'You can only change what you created'

describe('the catalogue: admins write, everyone signed in reads', () => {
  it('refuses product writes to a user and lets an admin make them', async () => {
    const product = await given.product()
    const body = { product: given.productInput({ name: 'Harbour Shell' }) }
    await expectRefused('/api/products/product/new', body, ADMIN_ONLY)
    await expectRefused(
      '/api/products/product/update',
      { productId: product.id, ...body },
      ADMIN_ONLY,
    )
    await expectRefused('/api/products/product/delete', { productId: product.id }, ADMIN_ONLY)
    await expectRefused(
      '/api/products/product/delete-many',
      { productIds: [product.id] },
      ADMIN_ONLY,
    )

    expect((await post('/api/products/product/new', admin, body)).status).toBe(201)
    const rename = { productId: product.id, product: given.productInput({ name: 'Quay Shell' }) }
    expect((await post('/api/products/product/update', admin, rename)).status).toBe(200)
    expect(
      (await post('/api/products/product/delete', admin, { productId: product.id })).status,
    ).toBe(200)
  })

  it('lets a user read the catalogue and write reviews', async () => {
    const product = await given.product()
    expect((await call('GET', '/api/products/list', { token: user })).status).toBe(200)
    expect(
      (await call('GET', `/api/products/product?name=${product.slug}`, { token: user })).status,
    ).toBe(200)
    const review = await post('/api/products/review/new', user, {
      productId: product.id,
      review: { rating: 4, name: 'Ann', email: 'ann@example.com', comment: 'Fits well, warm.' },
    })
    expect(review.status).toBe(201)
  })
})

describe('the kanban board: admins shape the columns, members work the cards', () => {
  it('refuses column writes to a user and lets an admin make them', async () => {
    const columnId = (await db()).kanbanColumns.all()[0]!.id
    await expectRefused('/api/kanban/columns/new', { name: 'Blocked' }, ADMIN_ONLY)
    await expectRefused(
      '/api/kanban/columns/update',
      { columnId, column: { name: 'Renamed' } },
      ADMIN_ONLY,
    )
    await expectRefused('/api/kanban/columns/clear', { columnId }, ADMIN_ONLY)
    await expectRefused('/api/kanban/columns/delete', { columnId }, ADMIN_ONLY)

    expect((await post('/api/kanban/columns/new', admin, { name: 'Blocked' })).status).toBe(201)
    expect(
      (await post('/api/kanban/columns/update', admin, { columnId, column: { name: 'Renamed' } }))
        .status,
    ).toBe(200)
    expect((await post('/api/kanban/columns/clear', admin, { columnId })).status).toBe(200)
    expect((await post('/api/kanban/columns/delete', admin, { columnId })).status).toBe(200)
  })

  it('lets a user create, edit, comment on and delete cards', async () => {
    const columnId = (await db()).kanbanColumns.all()[0]!.id
    const created = await post('/api/kanban/cards/new', user, { columnId, card: { name: 'Fix' } })
    expect(created.status).toBe(201)
    const cardId = (created.json.card as { id: string }).id
    expect(
      (await post('/api/kanban/cards/update', user, { cardId, card: { priority: 'high' } })).status,
    ).toBe(200)
    expect(
      (await post('/api/kanban/cards/comment', user, { cardId, message: 'On it' })).status,
    ).toBe(201)
    expect((await post('/api/kanban/cards/delete', user, { cardId })).status).toBe(200)
  })
})

describe('the team calendar: anyone adds, the creator or an admin changes', () => {
  it("refuses to change or delete another member's event", async () => {
    const event = await given.event({ createdBy: DEMO_ADMIN_ID })
    await expectRefused(
      '/api/calendar/events/update',
      { eventId: event.id, event: { title: 'Mine now' } },
      NOT_OWNER,
    )
    await expectRefused('/api/calendar/events/delete', { eventId: event.id }, NOT_OWNER)
  })

  it('lets a member change and delete the events they created', async () => {
    const created = await post('/api/calendar/events/new', user, {
      title: 'Dentist',
      description: '',
      color: 'red',
      allDay: false,
      start: '2026-11-24T09:00:00.000Z',
      end: '2026-11-24T10:00:00.000Z',
    })
    expect(created.status).toBe(201)
    const event = created.json.event as { id: string; createdBy: string }
    expect(event.createdBy).toBe(userId)
    expect(
      (
        await post('/api/calendar/events/update', user, {
          eventId: event.id,
          event: { title: 'X' },
        })
      ).status,
    ).toBe(200)
    expect((await post('/api/calendar/events/delete', user, { eventId: event.id })).status).toBe(
      200,
    )
  })

  it("lets an admin change and delete anyone's event", async () => {
    const event = await given.event({ createdBy: userId })
    expect(
      (
        await post('/api/calendar/events/update', admin, {
          eventId: event.id,
          event: { title: 'Y' },
        })
      ).status,
    ).toBe(200)
    expect((await post('/api/calendar/events/delete', admin, { eventId: event.id })).status).toBe(
      200,
    )
  })

  it('answers 404 before 403: an unknown event is unknown to everyone', async () => {
    const answer = await post('/api/calendar/events/delete', user, { eventId: 'event-nope' })
    expect(answer.status).toBe(404)
  })
})

describe('the mock switches', () => {
  it('are for admins only', async () => {
    expect((await post('/api/mock/reset', user, {})).status).toBe(403)
    expect((await post('/api/mock/fail-next', user, { path: '/api/health' })).status).toBe(403)
  })
})
