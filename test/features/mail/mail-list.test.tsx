import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiGet } from '@/lib/api/http'
import { mailLabelsResponseSchema, mailListResponseSchema } from '@/lib/api/schemas/mail'
import { renderApp } from '../../utils/render'

// The page's shell (labels, reading pane, compose) is its own part; the list is tested alone on
// the real route, with the real address and mock API.
vi.mock('@/features/mail/mail-page', async () => {
  const { MailList } = await import('@/features/mail/mail-list/mail-list')
  return { MailPage: () => <MailList /> }
})

// jsdom lays nothing out: give the list's scroll box a height so the virtualizer renders rows.
// (About 20 rows on screen, measured as on a wide screen: rendering is what makes jsdom slow.)
let boxHeight = 1200
const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight')
beforeEach(() => {
  boxHeight = 1200
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.hasAttribute('data-mail-scroll') ? boxHeight : 0
    },
  })
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-index') ? 57 : 0
    },
  })
})
afterEach(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight)
  if (offsetHeight) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offsetHeight)
})

const rows = () => screen.queryAllByTestId('mail-row')
const subjectOf = (row: HTMLElement) =>
  within(row)
    .getByRole('checkbox')
    .getAttribute('aria-label')
    ?.replace(/^Select the mail “|”$/g, '')
const list = (query: Record<string, string>) =>
  apiGet('api/mail/mails', mailListResponseSchema, query)
const labelCount = async (id: string) =>
  (await apiGet('api/mail/labels', mailLabelsResponseSchema)).labels.find((item) => item.id === id)
/** The row of a mail, once it is on screen. */
const rowOf = (subject: string) =>
  waitFor(() => {
    const row = rows().find((item) => subjectOf(item) === subject)
    if (!row) throw new Error(`no row "${subject}"`)
    return row
  })
const toastWith = async (text: string) =>
  (await screen.findByText(text)).closest<HTMLElement>('[role="status"]')!

describe('mail list', () => {
  it('shows the label’s mails as the API pages them, to whom for Sent', async () => {
    boxHeight = 3000
    await renderApp('/dashboard/mail/all?label=sent', { session: 'admin' })
    const page = await list({ systemLabel: 'sent' })
    await waitFor(() => expect(rows()).toHaveLength(page.mails.length))
    expect(rows().map(subjectOf)).toEqual(page.mails.map((mail) => mail.subject || '(no subject)'))
    const first = page.mails[0]!
    expect(within(rows()[0]!).getByText(`To: ${first.to[0]!.name}`)).toBeInTheDocument()
    expect(screen.getByText(`${page.total} mails`)).toBeInTheDocument()
  })

  it('marks every selected mail read and the label’s unread count drops', async () => {
    const { user } = await renderApp('/dashboard/mail/all?label=spam', { session: 'admin' })
    const before = (await labelCount('spam'))!
    expect(before.unreadCount).toBeGreaterThan(0)
    // In the list's header (the nav's badge counts the inbox's unread mails too).
    const list = await screen.findByTestId('mail-list')
    expect(
      await within(list).findByText(`${before.unreadCount} unread`, { exact: false }),
    ).toBeVisible()
    await waitFor(() => expect(rows()).toHaveLength(before.totalCount))
    await user.click(screen.getByRole('checkbox', { name: 'Select every loaded mail' }))
    expect(screen.getByText(`${before.totalCount} selected`)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mark as read' }))
    expect(
      await screen.findByText(`${before.unreadCount} mails marked as read`),
    ).toBeInTheDocument()
    for (const row of rows()) {
      expect(row).toHaveAttribute('data-read')
      expect(within(row).queryByText('Unread')).not.toBeInTheDocument()
    }
    expect((await labelCount('spam'))!.unreadCount).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Clear the selection' }))
    await waitFor(() => expect(within(list).queryByText(/unread$/)).not.toBeInTheDocument())
  })

  it('stars a mail, and the star is still there from a fresh cache', async () => {
    const view = await renderApp('/dashboard/mail/all', { session: 'admin' })
    const first = (await list({ systemLabel: 'inbox' })).mails.find((mail) => !mail.isStarred)!
    const row = await rowOf(first.subject)
    const star = within(row).getByRole('button', { name: 'Star' })
    expect(star).toHaveAttribute('aria-pressed', 'false')
    await view.user.click(star)
    expect(star).toHaveAttribute('aria-pressed', 'true')
    await waitFor(async () =>
      expect((await list({ systemLabel: 'starred' })).mails.map((mail) => mail.id)).toContain(
        first.id,
      ),
    )
    view.unmount()
    await renderApp('/dashboard/mail/all?label=starred', { session: 'admin' })
    const again = await rowOf(first.subject)
    expect(within(again).getByRole('button', { name: 'Star' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it('moves mails to the trash with Undo', async () => {
    const { user } = await renderApp('/dashboard/mail/all', { session: 'admin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(2))
    const [one, two] = rows()
    const subjects = [subjectOf(one!), subjectOf(two!)]
    await user.click(within(one!).getByRole('checkbox'))
    await user.click(within(two!).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Move to the trash' }))
    const toast = await toastWith('2 mails moved to the trash')
    expect(await screen.findByText('208 mails', {})).toBeInTheDocument()
    expect((await list({ systemLabel: 'trash' })).total).toBe(16)
    await user.click(within(toast).getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText('2 mails restored')).toBeInTheDocument()
    expect(await screen.findByText('210 mails', {})).toBeInTheDocument()
    await waitFor(() => expect(rows().slice(0, 2).map(subjectOf)).toEqual(subjects))
    expect((await list({ systemLabel: 'trash' })).total).toBe(14)
  })

  it('searches on the server, and says when nothing matches', async () => {
    const { user, router } = await renderApp('/dashboard/mail/all', { session: 'admin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    const word = 'invoice'
    const expected = await list({ systemLabel: 'inbox', search: word })
    expect(expected.total).toBeGreaterThan(0)
    await user.type(screen.getByRole('searchbox', { name: 'Search mail' }), word)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: word }))
    await waitFor(() =>
      expect(rows().map(subjectOf)).toEqual(expected.mails.map((mail) => mail.subject)),
    )
    expect(screen.getByText(`${expected.total} mails`)).toBeInTheDocument()

    const box = screen.getByRole('searchbox', { name: 'Search mail' })
    await user.clear(box)
    await user.type(box, 'zzqx')
    // The search waits for typing to pause, then asks the server: more than a second when busy.
    expect(await screen.findByText('No mails match “zzqx”', {})).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear the search' }))
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    expect(router.state.location.search).not.toHaveProperty('q')
  })

  it('shows an empty state in the label’s words', async () => {
    const { user } = await renderApp('/dashboard/mail/all?label=drafts', { session: 'admin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(0))
    await user.click(screen.getByRole('checkbox', { name: 'Select every loaded mail' }))
    await user.click(screen.getByRole('button', { name: 'Discard drafts' }))
    const dialog = await screen.findByRole('dialog', { name: /Discard \d+ drafts\?/ })
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }))
    expect(await screen.findByText('No drafts')).toBeInTheDocument()
  })

  it('j right after a click opens the next mail, before the page has shown the first', async () => {
    const { router } = await renderApp('/dashboard/mail/all', { session: 'admin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(2))
    const second = subjectOf(rows()[1]!)
    // Both in the same moment: the click's navigation has not been drawn when j comes.
    fireEvent.click(rows()[0]!.querySelector('[data-row-main]')!)
    fireEvent.keyDown(document, { key: 'j' })
    await waitFor(() => {
      expect(router.state.location.search).toHaveProperty('mailId')
      expect(subjectOf(rows().find((row) => row.querySelector('[aria-current]'))!)).toBe(second)
    })
  })

  it('moves with j and k, stars with s, and lists the shortcuts on ?', async () => {
    const { user } = await renderApp('/dashboard/mail/all', { session: 'admin' })
    await waitFor(() => expect(rows().length).toBeGreaterThan(2))
    const main = (index: number) => rows()[index]!.querySelector('[data-row-main]')
    await user.keyboard('j')
    await waitFor(() => expect(main(0)).toHaveFocus())
    await user.keyboard('j')
    await waitFor(() => expect(main(1)).toHaveFocus())
    await user.keyboard('k')
    await waitFor(() => expect(main(0)).toHaveFocus())
    const star = within(rows()[0]!).getByRole('button', { name: 'Star' })
    const starred = star.getAttribute('aria-pressed') === 'true'
    await user.keyboard('s')
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', String(!starred)))

    await user.keyboard('?')
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    for (const text of ['Next mail', 'Previous mail', 'Move the mail to the trash', 'Search'])
      expect(within(help).getByText(text)).toBeInTheDocument()
    // Keys are the dialog's while it is open.
    await user.keyboard('j')
    expect(main(0)).not.toHaveFocus()
  })
})
