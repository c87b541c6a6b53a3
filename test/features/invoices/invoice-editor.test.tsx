import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { invoiceTotals } from '@/lib/api/schemas/invoice-totals'
import { getDb } from '../../../mocks/db/database'
import { renderApp } from '../../utils/render'

type User = Awaited<ReturnType<typeof renderApp>>['user']

const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100)

const lines = () => screen.getAllByTestId('invoice-line')
const lineField = (index: number, name: RegExp) =>
  within(lines()[index] as HTMLElement).getByRole('textbox', { name })
const field = (name: RegExp) => screen.getByRole('textbox', { name })

/** Pastes into a field (typing every key of a whole form costs seconds on a busy machine). */
async function fill(user: User, element: HTMLElement, value: string) {
  await user.clear(element)
  await user.click(element)
  await user.paste(value)
}

async function fillLine(
  user: User,
  index: number,
  { title, quantity, price }: { title: string; quantity: string; price: string },
) {
  await fill(user, lineField(index, /^Title/), title)
  await fill(user, lineField(index, /^Quantity/), quantity)
  await fill(user, lineField(index, /^Unit price/), price)
}

async function pickCustomer(user: User) {
  await user.click(screen.getByRole('button', { name: 'Choose a customer' }))
  const dialog = await screen.findByRole('dialog', { name: 'Choose a customer' })
  const options = await within(dialog).findAllByRole('listitem')
  await user.click(within(options[0] as HTMLElement).getByRole('button'))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

const openNew = async () => {
  const app = await renderApp('/dashboard/invoice/new', { session: 'admin' })
  // The page waits for the next free number and the senders (on a busy machine, seconds).
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Create a new invoice' }),
  ).toBeInTheDocument()
  return app
}

const storedByNumber = async (number: string) =>
  (await getDb()).invoices.findFirst((q) => q.where({ number }))

describe('invoice editor: new', () => {
  it('adds three lines and the totals follow as the user types, computed by invoiceTotals', async () => {
    const { user } = await openNew()
    await fillLine(user, 0, { title: 'Design', quantity: '3', price: '33.33' })
    expect(within(lines()[0] as HTMLElement).getByTestId('line-total')).toHaveTextContent('$99.99')

    await user.click(screen.getByRole('button', { name: 'Add line' }))
    await user.click(screen.getByRole('button', { name: 'Add line' }))
    expect(lines()).toHaveLength(3)
    await fillLine(user, 1, { title: 'Hosting', quantity: '1.5', price: '0.1' })
    await fillLine(user, 2, { title: 'Support', quantity: '2', price: '0.2' })
    await fill(user, field(/^Shipping/), '10')
    await fill(user, field(/^Discount/), '5.5')
    await fill(user, field(/^Taxes \(%\)/), '8.25')

    const expected = invoiceTotals({
      items: [
        { quantity: 3, unitPrice: 3333 },
        { quantity: 1.5, unitPrice: 10 },
        { quantity: 2, unitPrice: 20 },
      ],
      shipping: 1000,
      discount: 550,
      taxPercent: 8.25,
    })
    const totals = screen.getByTestId('invoice-totals')
    expect(within(totals).getByText(dollars(expected.subtotal))).toBeInTheDocument()
    expect(within(totals).getByText(dollars(expected.taxes))).toBeInTheDocument()
    expect(screen.getByTestId('invoice-total')).toHaveTextContent(dollars(expected.total))

    // One more cent on a price moves the total at once.
    await fill(user, lineField(2, /^Unit price/), '0.21')
    const after = invoiceTotals({
      items: [
        { quantity: 3, unitPrice: 3333 },
        { quantity: 1.5, unitPrice: 10 },
        { quantity: 2, unitPrice: 21 },
      ],
      shipping: 1000,
      discount: 550,
      taxPercent: 8.25,
    })
    expect(screen.getByTestId('invoice-total')).toHaveTextContent(dollars(after.total))
    // Twelve fields filled, after the first load of the form's code.
  }, 30_000)

  it('moves a line up and removes one, never the last', async () => {
    const { user } = await openNew()
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled()
    await fill(user, lineField(0, /^Title/), 'Alpha')
    await user.click(screen.getByRole('button', { name: 'Add line' }))
    await fill(user, lineField(1, /^Title/), 'Bravo')
    await user.click(screen.getByRole('button', { name: 'Add line' }))
    await fill(user, lineField(2, /^Title/), 'Charlie')

    await user.click(screen.getByRole('button', { name: 'Move line 3 up' }))
    expect(lines().map((_, index) => lineField(index, /^Title/))).toEqual([
      expect.objectContaining({ value: 'Alpha' }),
      expect.objectContaining({ value: 'Charlie' }),
      expect.objectContaining({ value: 'Bravo' }),
    ])
    await user.click(screen.getByRole('button', { name: 'Remove line 1' }))
    expect(lines()).toHaveLength(2)
    expect(lineField(0, /^Title/)).toHaveValue('Charlie')
    expect(lineField(1, /^Title/)).toHaveValue('Bravo')
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }))
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled()
  })

  it('says what is wrong next to each field, the due date before the create date too', async () => {
    const { user, router } = await openNew()
    // The picker offers no day before the create date: move the create date past the due date.
    await fill(user, field(/^Due date/), '2030-01-10')
    await fill(user, field(/^Create date/), '2030-01-20')
    await user.click(screen.getByRole('button', { name: 'Save as draft' }))

    await waitFor(() =>
      expect(field(/^Due date/)).toHaveAccessibleDescription(
        'The due date cannot be before the create date',
      ),
    )
    expect(lineField(0, /^Title/)).toHaveAccessibleDescription('Enter a title')
    expect(lineField(0, /^Unit price/)).toHaveAccessibleDescription(
      'Enter an amount from 0 to 10,000,000',
    )
    expect(screen.getByText('Choose a customer or type a new address')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard/invoice/new')
  })

  it('shows the server’s "number taken" next to the number field', async () => {
    const [existing] = (await getDb()).invoices.all()
    const { user, router } = await openNew()
    await fill(user, field(/^Invoice number/), existing?.number ?? '')
    await pickCustomer(user)
    await fillLine(user, 0, { title: 'Audit', quantity: '1', price: '100' })
    await user.click(screen.getByRole('button', { name: 'Save as draft' }))

    await waitFor(() =>
      expect(field(/^Invoice number/)).toHaveAccessibleDescription(
        'Another invoice already has this number',
      ),
    )
    expect(router.state.location.pathname).toBe('/dashboard/invoice/new')
  })

  it('"Create & send" stores a pending invoice sent once and opens its details', async () => {
    const { user, router } = await openNew()
    const number = (field(/^Invoice number/) as HTMLInputElement).value
    expect(number).toMatch(/^INV-\d{4,}$/)
    await pickCustomer(user)
    await fillLine(user, 0, { title: 'Brand workshop', quantity: '2', price: '450.50' })
    await fill(user, field(/^Taxes \(%\)/), '10')
    await fill(user, screen.getByRole('textbox', { name: /^Notes/ }), 'Thank you!')
    await user.click(screen.getByRole('button', { name: 'Create & send' }))

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/dashboard\/invoice\/inv-[0-9a-f]+$/),
    )
    expect(await screen.findByText(`Invoice ${number} created and sent`)).toBeInTheDocument()
    const stored = await storedByNumber(number)
    expect(router.state.location.pathname).toBe(`/dashboard/invoice/${stored?.id}`)
    expect(stored).toMatchObject({
      status: 'pending',
      sentCount: 1,
      subtotal: 90100,
      taxes: 9010,
      total: 99110,
      notes: 'Thank you!',
      items: [expect.objectContaining({ title: 'Brand workshop', quantity: 2, unitPrice: 45050 })],
    })
    expect(stored?.to.name).toBeTruthy()
  })

  it('takes a customer typed inline, checked next to each field', async () => {
    const { user, router } = await openNew()
    await user.click(screen.getByRole('button', { name: 'New address' }))
    await fill(user, field(/^E-mail/), 'not-an-address')
    await fillLine(user, 0, { title: 'Audit', quantity: '1', price: '100' })
    await user.click(screen.getByRole('button', { name: 'Save as draft' }))
    await waitFor(() =>
      expect(field(/^Name/)).toHaveAccessibleDescription('This field is required'),
    )
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Enter a valid email address')
    expect(field(/^Address/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter the customer’s address'),
    )
    await waitFor(() => expect(field(/^Name/)).toHaveFocus())

    await fill(user, field(/^Name/), 'Noor Haddad')
    await fill(user, field(/^E-mail/), 'noor@example.com')
    await fill(user, field(/^Address/), '12 Cedar Street\nBeirut\nLebanon')
    const number = (field(/^Invoice number/) as HTMLInputElement).value
    await user.click(screen.getByRole('button', { name: 'Save as draft' }))
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/dashboard/invoice/new'))
    const stored = await storedByNumber(number)
    expect(stored).toMatchObject({ status: 'draft', sentCount: 0 })
    expect(stored?.to).toMatchObject({
      userId: null,
      name: 'Noor Haddad',
      email: 'noor@example.com',
      address: '12 Cedar Street\nBeirut\nLebanon',
    })
  })

  it('shows the user role the permission-denied state, not a form', async () => {
    await renderApp('/dashboard/invoice/new', { session: 'user' })
    expect(await screen.findByRole('heading', { name: 'No permission' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create & send' })).not.toBeInTheDocument()
  })
})

describe('invoice editor: edit', () => {
  it('opens with the stored values and saves a change', async () => {
    const [record] = (await getDb()).invoices.all()
    if (!record) throw new Error('the seed has invoices')
    const { user, router } = await renderApp(`/dashboard/invoice/${record.id}/edit`, {
      session: 'admin',
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: `Edit ${record.number}` }),
    ).toBeInTheDocument()
    expect(field(/^Invoice number/)).toHaveValue(record.number)
    expect(lines()).toHaveLength(record.items.length)
    expect(lineField(0, /^Title/)).toHaveValue(record.items[0]?.title)
    expect(screen.getByTestId('invoice-total')).toHaveTextContent(dollars(record.total))

    await fill(user, lineField(0, /^Title/), 'Renamed line')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/invoice/${record.id}`),
    )
    expect(await screen.findByText(`Changes to ${record.number} saved`)).toBeInTheDocument()
    const stored = await storedByNumber(record.number)
    expect(stored?.items[0]?.title).toBe('Renamed line')
    expect(stored?.total).toBe(record.total)
  })

  it('"Save & send" saves, then records one more sending', async () => {
    const db = await getDb()
    const record = db.invoices.all().find((invoice) => invoice.status === 'draft')
    if (!record) throw new Error('the seed has drafts')
    const { user, router } = await renderApp(`/dashboard/invoice/${record.id}/edit`, {
      session: 'admin',
    })
    await screen.findByRole('heading', { level: 1, name: `Edit ${record.number}` })
    await fill(user, screen.getByRole('textbox', { name: /^Notes/ }), 'Second reminder')
    await user.click(screen.getByRole('button', { name: 'Save & send' }))
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/dashboard/invoice/${record.id}`),
    )
    expect(await screen.findByText(`${record.number} saved and sent`)).toBeInTheDocument()
    expect(await storedByNumber(record.number)).toMatchObject({
      notes: 'Second reminder',
      status: 'pending',
      sentCount: record.sentCount + 1,
    })
  })
})
