import { describe, expect, it } from 'vitest'
import { call } from './client'
import { given } from './given'

describe('given: test data over the mock database', () => {
  it('creates a user who can sign in, with a token that works', async () => {
    const { user, token, password } = await given.user({ role: 'admin', firstName: 'Ada' })
    const signIn = await call('POST', '/api/account/login', {
      body: { email: user.email, password },
    })
    expect(signIn.status).toBe(200)
    const me = await call<{ user: { displayName: string; role: string } }>(
      'GET',
      '/api/account/my-account',
      { token },
    )
    expect(me.json.user).toMatchObject({ displayName: `Ada ${user.lastName}`, role: 'admin' })
  })

  it('creates a product the API serves and lists', async () => {
    const { token } = await given.user()
    const product = await given.product({ name: 'Given Zebra Jacket', price: 80 })
    const page = await call<{ product: { id: string; price: number; totalReviews: number } }>(
      'GET',
      `/api/products/product?name=${product.slug}`,
      { token },
    )
    expect(page.json.product).toMatchObject({ id: product.id, price: 80, totalReviews: 0 })
    const list = await call<{ rows: Array<{ id: string }> }>(
      'GET',
      '/api/products/list?search=zebra',
      { token },
    )
    expect(list.json.rows.map((row) => row.id)).toEqual([product.id])
  })

  it('creates a card at the end of a column', async () => {
    const { token } = await given.user()
    const { card, columnId } = await given.card({ name: 'Given card', priority: 'high' })
    const board = await call<{
      board: { columns: Record<string, { cardIds: string[] }>; cards: Record<string, unknown> }
    }>('GET', '/api/kanban/board', { token })
    expect(board.json.board.columns[columnId]?.cardIds.at(-1)).toBe(card.id)
    expect(board.json.board.cards[card.id]).toMatchObject({ name: 'Given card', priority: 'high' })
  })

  it('creates an event the calendar lists', async () => {
    const { token } = await given.user()
    const event = await given.event({ title: 'Given review' })
    const answer = await call<{ events: Array<{ id: string; title: string; allDay: boolean }> }>(
      'GET',
      '/api/calendar/events',
      { token },
    )
    expect(answer.json.events.find((e) => e.id === event.id)).toMatchObject({
      title: 'Given review',
      allDay: false,
    })
  })
})
