/**
 * The reading pane, through the mailbox route (/dashboard/mail/all?mailId=...). The page around it
 * belongs to another part of the mailbox, so here it is replaced by the reader alone.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { composeRequestAtom } from '@/features/mail/compose/compose-state'
import type * as FilesModule from '@/lib/files'
import { saveFile } from '@/lib/files'
import { getDb } from '../../../mocks/db/database'
import { DEMO_ADMIN_ID } from '../../../mocks/lib/demo-accounts'
import type { MailRecord } from '../../../mocks/areas/mail/records'
import { renderApp } from '../../utils/render'

vi.mock('@/features/mail/mail-page', async () => {
  const { MailReader } = await import('@/features/mail/mail-reader/mail-reader')
  const { useMailNavigation } = await import('@/features/mail/use-mail-navigation')
  return {
    MailPage: function ReaderOnly() {
      const { mailId } = useMailNavigation()
      return mailId ? <MailReader key={mailId} mailId={mailId} /> : <p>No mail open</p>
    },
  }
})

vi.mock('@/lib/files', async (original) => ({
  ...(await original<typeof FilesModule>()),
  saveFile: vi.fn(),
}))

const mailsOf = async (where: Partial<Pick<MailRecord, 'folder' | 'isUnread'>>) =>
  (await getDb()).mails.findMany((q) => q.where({ ownerId: DEMO_ADMIN_ID, ...where }))
const stored = async (id: string) => (await getDb()).mails.findFirst((q) => q.where({ id }))

async function openMail(mail: Pick<MailRecord, 'id' | 'subject'>) {
  const app = await renderApp(`/dashboard/mail/all?mailId=${mail.id}`, { session: 'admin' })
  const article = await screen.findByRole('article', { name: mail.subject })
  return { ...app, article: within(article), articleElement: article }
}

// The route's code loads on first use; loading it here keeps the first test's render within the
// render helper's wait on a busy machine.
beforeAll(async () => {
  await import('@/features/mail/mail-page')
  await import('@/features/mail/mail-reader/mail-reader')
})

const revokeObjectURL = vi.fn()
beforeEach(() => {
  // jsdom has no object URLs; the previews only need an address to put on <img>.
  let next = 0
  URL.createObjectURL = vi.fn(() => `blob:preview-${(next += 1)}`)
  revokeObjectURL.mockClear()
  URL.revokeObjectURL = revokeObjectURL
})
afterEach(() => {
  // @ts-expect-error jsdom's URL had none before the test
  delete URL.createObjectURL
  // @ts-expect-error likewise
  delete URL.revokeObjectURL
})

describe('mail reader', () => {
  it('shows the mail and marks an unread one read', async () => {
    const mail = (await mailsOf({ folder: 'inbox', isUnread: true }))[0]!
    const { article } = await openMail(mail)
    expect(article.getByRole('heading', { level: 2, name: mail.subject })).toBeInTheDocument()
    expect(article.getByText(mail.from.name)).toBeInTheDocument()
    expect(article.getByText(`<${mail.from.email}>`)).toBeInTheDocument()
    await waitFor(async () => expect((await stored(mail.id))?.isUnread).toBe(false))
  })

  it('never runs a script stored in a body', async () => {
    const db = await getDb()
    const template = (await mailsOf({ folder: 'inbox' }))[0]!
    // Stored straight in the database, past the API's own sanitizing, as a hostile server could.
    const hostile = await db.mails.create({
      ...template,
      id: 'mail-hostile',
      subject: 'Hostile body',
      message:
        '<p>Hello there</p><img src="x" onerror="window.__mailHacked = 1">' +
        '<script>window.__mailHacked = 2</script><a href="https://example.com">a link</a>',
      attachmentIds: [],
    })
    const { article, articleElement } = await openMail(hostile)
    expect(await article.findByText('Hello there')).toBeInTheDocument()
    expect(articleElement.querySelector('script')).toBeNull()
    expect(articleElement.querySelector('[onerror]')).toBeNull()
    expect((window as { __mailHacked?: number }).__mailHacked).toBeUndefined()
    // Links leave in a new tab that cannot reach back to the mailbox.
    const link = article.getByRole('link', { name: 'a link' })
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('holds back pictures from other sites', async () => {
    const db = await getDb()
    const template = (await mailsOf({ folder: 'inbox' }))[0]!
    const tracked = await db.mails.create({
      ...template,
      id: 'mail-tracked',
      subject: 'Newsletter',
      message: '<p>News</p><img src="https://tracker.example/open.gif" alt="Our logo">',
      attachmentIds: [],
    })
    const { article, articleElement } = await openMail(tracked)
    expect(
      article.getByText('1 picture from another site was not loaded, to protect your privacy.'),
    ).toBeInTheDocument()
    expect(articleElement.querySelector('img[src*="tracker"]')).toBeNull()
    expect(article.getByText(/\[Our logo\]/)).toBeInTheDocument()
  })

  it('shows attachments with name and size, downloads the same bytes, and opens a picture large', async () => {
    const db = await getDb()
    const mail = (await mailsOf({ folder: 'inbox' })).find(
      (m) =>
        m.attachmentIds.includes('att-seed-report') && m.attachmentIds.includes('att-seed-chart'),
    )!
    const report = db.mailAttachments.findFirst((q) => q.where({ id: 'att-seed-report' }))!
    const { article, user, unmount } = await openMail(mail)
    expect(article.getByRole('heading', { name: '2 attachments' })).toBeInTheDocument()
    expect(article.getByText(report.name)).toBeInTheDocument()
    // Read in the units a person expects: bytes, then kB with one decimal under 10.
    const kilobytes = report.size / 1024
    const size =
      report.size < 1024
        ? `${report.size} bytes`
        : kilobytes < 10
          ? `${Number(kilobytes.toFixed(1))} kB`
          : `${Math.round(kilobytes)} kB`
    expect(article.getByText(size)).toBeInTheDocument()

    await user.click(article.getByRole('button', { name: `Download ${report.name}` }))
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1))
    const [blob, name] = vi.mocked(saveFile).mock.calls[0]!
    expect(name).toBe(report.name)
    expect(Buffer.from(await blob.arrayBuffer()).toString('base64')).toBe(report.base64)

    // Several files: one button saves them all.
    vi.mocked(saveFile).mockClear()
    await user.click(article.getByRole('button', { name: 'Download all' }))
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(2))

    const chart = await article.findByRole('button', { name: 'Open revenue-chart.png large' })
    await user.click(chart)
    const dialog = await screen.findByRole('dialog', { name: 'revenue-chart.png' })
    expect(within(dialog).getByRole('img', { name: 'revenue-chart.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:preview-/),
    )
    // The preview's object URL does not outlive the reader.
    unmount()
    expect(revokeObjectURL).toHaveBeenCalledWith(expect.stringMatching(/^blob:preview-/))
  })

  it('shows a not-found state for an unknown id, with the way back to the inbox', async () => {
    const { user, router } = await renderApp('/dashboard/mail/all?mailId=mail-nope', {
      session: 'admin',
    })
    expect(await screen.findByRole('heading', { name: 'Mail not found' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back to the inbox' }))
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('mailId'))
  })

  it('stars and unstars the mail', async () => {
    const mail = (await mailsOf({ folder: 'inbox' })).find((m) => !m.isStarred)!
    const { article, user } = await openMail(mail)
    await user.click(article.getByRole('button', { name: 'Star' }))
    await waitFor(async () => expect((await stored(mail.id))?.isStarred).toBe(true))
    await user.click(await article.findByRole('button', { name: 'Remove the star' }))
    await waitFor(async () => expect((await stored(mail.id))?.isStarred).toBe(false))
  })

  it('moves the mail to the trash and closes it, with an undo', async () => {
    const mail = (await mailsOf({ folder: 'inbox' }))[3]!
    const { article, user, router } = await openMail(mail)
    await user.click(article.getByRole('button', { name: 'Move to the trash' }))
    await waitFor(async () => expect((await stored(mail.id))?.folder).toBe('trash'))
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('mailId'))
    const toast = await screen.findByText('Moved to the trash')
    await user.click(
      within(toast.closest('.mantine-Notification-root')!).getByRole('button', { name: 'Undo' }),
    )
    await waitFor(async () => expect((await stored(mail.id))?.folder).toBe('inbox'))
  })

  it('deletes a mail in the trash forever after asking', async () => {
    const mail = (await mailsOf({ folder: 'trash' }))[0]!
    const { article, user } = await openMail(mail)
    expect(article.queryByRole('button', { name: 'Move to the trash' })).toBeNull()
    await user.click(article.getByRole('button', { name: 'Delete forever' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this mail forever?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }))
    await waitFor(async () => expect(await stored(mail.id)).toBeUndefined())
  })

  it('marks the mail unread and closes it', async () => {
    const mail = (await mailsOf({ folder: 'inbox', isUnread: false }))[0]!
    const { article, user, router } = await openMail(mail)
    await user.click(article.getByRole('button', { name: 'Mark as unread' }))
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('mailId'))
    await waitFor(async () => expect((await stored(mail.id))?.isUnread).toBe(true))
  })

  it('adds and removes a custom label from the label menu', async () => {
    const mail = (await mailsOf({ folder: 'inbox' })).find(
      (m) => !m.labelIds.includes('label-a-clients'),
    )!
    const { article, user } = await openMail(mail)
    await user.click(article.getByRole('button', { name: 'Labels' }))
    const clients = await screen.findByRole('menuitemcheckbox', { name: 'Clients' })
    expect(clients).toHaveAttribute('aria-checked', 'false')
    await user.click(clients)
    await waitFor(async () =>
      expect((await stored(mail.id))?.labelIds).toContain('label-a-clients'),
    )
    // The chip appears next to the subject.
    expect(await article.findByText('Clients', { selector: 'header *' })).toBeInTheDocument()
    // The menu stays open to tick several; ticking again takes the label off.
    const ticked = await screen.findByRole('menuitemcheckbox', { name: 'Clients' })
    await waitFor(() => expect(ticked).toHaveAttribute('aria-checked', 'true'))
    await waitFor(() => expect(ticked).toBeEnabled())
    await user.click(ticked)
    await waitFor(async () =>
      expect((await stored(mail.id))?.labelIds).not.toContain('label-a-clients'),
    )
    await waitFor(() =>
      expect(article.queryByText('Clients', { selector: 'header *' })).not.toBeInTheDocument(),
    )
  })

  it('starts a reply from the quick reply box', async () => {
    const mail = (await mailsOf({ folder: 'inbox' }))[1]!
    const { article, user, store } = await openMail(mail)
    const first = mail.from.name.split(' ')[0]!
    await user.click(article.getByRole('button', { name: `Reply to ${first}…` }))
    expect(store.get(composeRequestAtom)).toMatchObject({ mode: 'reply', mail: { id: mail.id } })
  })

  it('offers to continue a draft instead of replying', async () => {
    const draft = (await mailsOf({ folder: 'drafts' }))[0]!
    const { article, user, store } = await openMail(draft)
    expect(article.queryByRole('button', { name: 'Reply' })).toBeNull()
    await user.click(article.getByRole('button', { name: 'Continue the draft' }))
    expect(store.get(composeRequestAtom)).toMatchObject({ mode: 'draft', mail: { id: draft.id } })
  })

  it('keeps the less frequent actions in a menu on a phone', async () => {
    window.innerWidth = 390
    try {
      const mail = (await mailsOf({ folder: 'inbox' }))[5]!
      const { article, user } = await openMail(mail)
      expect(article.queryByRole('button', { name: 'Report spam' })).toBeNull()
      await user.click(article.getByRole('button', { name: 'More actions' }))
      await user.click(await screen.findByRole('menuitem', { name: 'Report spam' }))
      await waitFor(async () => expect((await stored(mail.id))?.folder).toBe('spam'))
    } finally {
      window.innerWidth = 1440
    }
  })
})
