import { describe, expect, it } from 'vitest'
import {
  emptyFields,
  hasContent,
  invalidAddresses,
  isValidAddress,
  parseAddress,
  prefixSubject,
  startFields,
  toDraftInput,
} from '@/features/mail/compose/compose-fields'
import type { Mail, MailAddress } from '@/lib/api/schemas/mail'

const person = (name: string, email: string): MailAddress => ({
  name,
  email,
  avatar: null,
  userId: null,
})
const ME = 'demo@example.com'

const mail = (overrides: Partial<Mail> = {}): Mail => ({
  id: 'mail-1',
  folder: 'inbox',
  labelIds: [],
  isImportant: false,
  isStarred: false,
  isUnread: false,
  subject: 'Budget',
  message: '<p>Numbers attached.</p>',
  snippet: 'Numbers attached.',
  createdAt: '2026-11-03T14:05:00.000Z',
  from: person('Ann Lee', 'ann@example.com'),
  to: [person('Demo', ME), person('Bo Chen', 'bo@example.com')],
  cc: [person('Cy Diaz', 'cy@example.com'), person('Demo', 'DEMO@example.com')],
  bcc: [],
  attachments: [],
  replyToId: null,
  sendingUntil: null,
  ...overrides,
})

const quote = {
  wrote: (m: Mail) => `${m.from.name} wrote:`,
  forwardHeader: (m: Mail) => ['-- Forwarded --', `From: ${m.from.name} <${m.from.email}>`],
}

describe('compose fields', () => {
  it.each([
    ['Re', 'Budget', 'Re: Budget'],
    ['Re', 'Re: Budget', 'Re: Budget'],
    ['Re', 'RE:Budget', 'RE:Budget'],
    ['Fwd', 'Budget', 'Fwd: Budget'],
    ['Fwd', 'Fw: Budget', 'Fw: Budget'],
    ['Fwd', 'Re: Budget', 'Fwd: Re: Budget'],
  ] as const)('%s + "%s" is "%s"', (prefix, subject, expected) => {
    expect(prefixSubject(prefix, subject)).toBe(expected)
  })

  it('validates addresses and reads "Name <address>"', () => {
    expect(isValidAddress('ann@example.com')).toBe(true)
    expect(isValidAddress('ann@example')).toBe(false)
    expect(isValidAddress('ann example.com')).toBe(false)
    expect(parseAddress(' "Ann Lee" <ann@example.com> ')).toEqual({
      email: 'ann@example.com',
      name: 'Ann Lee',
    })
    expect(parseAddress('   ')).toBeNull()
    expect(invalidAddresses({ to: ['a@b.io', 'nope'], cc: ['x@'], bcc: [] })).toEqual([
      'nope',
      'x@',
    ])
  })

  it('replies to the sender, quoting the original under "wrote:"', () => {
    const start = startFields({ mode: 'reply', mail: mail(), at: 1 }, ME, quote)
    expect(start.fields.to).toEqual(['ann@example.com'])
    expect(start.fields.cc).toEqual([])
    expect(start.fields.subject).toBe('Re: Budget')
    expect(start.fields.message).toBe(
      '<p></p><p>Ann Lee wrote:</p><blockquote><p>Numbers attached.</p></blockquote>',
    )
    expect(start.replyToId).toBe('mail-1')
  })

  it('replies to all: every other recipient, never oneself (whatever the case)', () => {
    const start = startFields({ mode: 'replyAll', mail: mail(), at: 1 }, ME, quote)
    expect(start.fields.to).toEqual(['ann@example.com', 'bo@example.com'])
    expect(start.fields.cc).toEqual(['cy@example.com'])
    expect(start.showCc).toBe(true)
  })

  it('answering one’s own sent mail goes to its recipients', () => {
    const sent = mail({ folder: 'sent', from: person('Demo', ME), to: [person('Bo', 'bo@x.io')] })
    expect(startFields({ mode: 'reply', mail: sent, at: 1 }, ME, quote).fields.to).toEqual([
      'bo@x.io',
    ])
  })

  it('forwards with the header quoted (escaped) and the attachments carried by id', () => {
    const attachment = {
      id: 'att-1',
      name: 'q3.pdf',
      size: 1200,
      type: 'application/pdf',
      path: '/api/mail/attachments/att-1',
      preview: null,
      createdAt: '2026-11-03T14:05:00.000Z',
    }
    const start = startFields(
      { mode: 'forward', mail: mail({ attachments: [attachment] }), at: 1 },
      ME,
      quote,
    )
    expect(start.fields.to).toEqual([])
    expect(start.fields.subject).toBe('Fwd: Budget')
    expect(start.fields.message).toContain('From: Ann Lee &lt;ann@example.com&gt;')
    expect(toDraftInput(start.fields, {}).attachmentIds).toEqual(['att-1'])
  })

  it('continues a draft with all its fields and its id', () => {
    const draft = mail({ id: 'draft-9', folder: 'drafts', bcc: [person('', 'z@x.io')] })
    const start = startFields({ mode: 'draft', mail: draft, at: 1 }, ME, quote)
    expect(start.draftId).toBe('draft-9')
    expect(start.fields.subject).toBe('Budget')
    expect(start.fields.bcc).toEqual(['z@x.io'])
    expect(start.showBcc).toBe(true)
  })

  it('leaves invalid addresses and unfinished uploads out of what is stored', () => {
    const fields = {
      ...emptyFields(),
      to: ['ann@example.com', 'bad'],
      names: { 'ann@example.com': 'Ann Lee' },
      attachments: [{ key: 'u1', name: 'a.png', size: 1, status: 'uploading' as const }],
    }
    expect(toDraftInput(fields, { draftId: 'd1' })).toMatchObject({
      draftId: 'd1',
      to: [{ email: 'ann@example.com', name: 'Ann Lee' }],
      attachmentIds: [],
    })
    expect(hasContent(emptyFields())).toBe(false)
    expect(hasContent({ ...emptyFields(), message: '<p></p>' })).toBe(false)
    expect(hasContent({ ...emptyFields(), subject: 'x' })).toBe(true)
  })
})
