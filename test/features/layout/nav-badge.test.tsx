/**
 * The nav's unread badge: the Mail item shows the inbox's unread count from the mail API, on any
 * dashboard page, and follows it when mails are read.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { mailKeys } from '@/features/mail/api/keys'
import { mailLabelsResponseSchema, mailListResponseSchema } from '@/lib/api/schemas/mail'
import { call, login } from '../../mocks/client'
import { renderApp } from '../../utils/render'

let admin: string
beforeEach(async () => {
  admin = await login()
})

async function inboxUnread() {
  const answer = await call('GET', '/api/mail/labels', { token: admin })
  const labels = mailLabelsResponseSchema.parse(answer.json).labels
  return labels.find((label) => label.id === 'inbox')!.unreadCount
}

const mailItem = () => screen.getByTestId('nav-item-mail')

describe('nav unread badge', () => {
  it("shows the inbox's unread count on the Mail item, and drops after a mail is read", async () => {
    const { queryClient } = await renderApp('/dashboard/mail/all', { session: 'admin' })
    const unread = await inboxUnread()
    expect(unread).toBeGreaterThan(1)
    await waitFor(() =>
      expect(mailItem()).toHaveAccessibleName(expect.stringContaining(`${unread} unread`)),
    )
    expect(within(mailItem()).getByTestId('nav-badge-mail')).toHaveTextContent(
      unread > 99 ? '99+' : String(unread),
    )

    const list = await call('GET', '/api/mail/mails?systemLabel=inbox', { token: admin })
    const mail = mailListResponseSchema.parse(list.json).mails.find((m) => m.isUnread)!
    const read = await call('POST', '/api/mail/mails/read', {
      token: admin,
      body: { mailIds: [mail.id], isUnread: false },
    })
    expect(read.status).toBe(200)
    await queryClient.invalidateQueries({ queryKey: mailKeys.labels() })
    await waitFor(() =>
      expect(mailItem()).toHaveAccessibleName(expect.stringContaining(`${unread - 1} unread`)),
    )
  })

  it('shows on pages outside the mailbox too', async () => {
    await renderApp('/dashboard/blank', { session: 'admin' })
    const unread = await inboxUnread()
    await waitFor(() =>
      expect(mailItem()).toHaveAccessibleName(expect.stringContaining(`${unread} unread`)),
    )
  })

  it('shows nothing while the inbox has no unread mail', async () => {
    const list = await call('GET', '/api/mail/mails?systemLabel=inbox&limit=100', { token: admin })
    const parsed = mailListResponseSchema.parse(list.json)
    let ids = parsed.mails.map((m) => m.id)
    let cursor = parsed.nextCursor
    while (cursor !== null) {
      const page = mailListResponseSchema.parse(
        (
          await call('GET', `/api/mail/mails?systemLabel=inbox&limit=100&cursor=${cursor}`, {
            token: admin,
          })
        ).json,
      )
      ids = [...ids, ...page.mails.map((m) => m.id)]
      cursor = page.nextCursor
    }
    await call('POST', '/api/mail/mails/read', {
      token: admin,
      body: { mailIds: ids, isUnread: false },
    })
    expect(await inboxUnread()).toBe(0)
    await renderApp('/dashboard/mail/all', { session: 'admin' })
    await screen.findByTestId('mail-label-inbox')
    expect(within(mailItem()).queryByTestId('nav-badge-mail')).not.toBeInTheDocument()
  })
})
