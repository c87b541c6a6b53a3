import { describe, expect, it } from 'vitest'
import { shortName, summarizeRecipients } from '@/features/mail/mail-reader/recipients'

const person = (
  name: string,
  email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
) => ({
  name,
  email,
  avatar: null,
  userId: null,
})
const me = person('Demo Admin', 'demo@example.com')

describe('summarizeRecipients', () => {
  it('puts the reader first and counts the rest', () => {
    const mail = {
      to: [person('Ana Lima'), me],
      cc: [person('Bo Chen'), person('Cy Dao')],
      bcc: [],
    }
    expect(summarizeRecipients(mail, 'DEMO@example.com')).toEqual({
      shown: [{ kind: 'me' }, { kind: 'person', name: 'Ana' }],
      others: 2,
    })
  })

  it('counts a person once across to, cc and bcc', () => {
    const ana = person('Ana Lima')
    const mail = { to: [ana], cc: [{ ...ana, email: 'ANA.LIMA@example.com' }], bcc: [ana] }
    expect(summarizeRecipients(mail, me.email)).toEqual({
      shown: [{ kind: 'person', name: 'Ana' }],
      others: 0,
    })
  })

  it('has nobody to show for a draft without recipients', () => {
    expect(summarizeRecipients({ to: [], cc: [], bcc: [] }, me.email)).toEqual({
      shown: [],
      others: 0,
    })
  })

  it('names an address without a name by the address', () => {
    expect(shortName({ name: 'x@example.com', email: 'x@example.com' })).toBe('x@example.com')
    expect(shortName({ name: '', email: 'x@example.com' })).toBe('x@example.com')
  })
})
