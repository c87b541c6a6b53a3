import { describe, expect, it } from 'vitest'
import { exportUsersCsv } from '@/features/users/user-list/export-csv'
import type { User } from '@/lib/api/schemas/users'

const person: User = {
  id: 'u1',
  username: 'ana-lima',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lima',
  displayName: 'Ana Lima',
  role: 'user',
  status: 'active',
  emailVerified: true,
  avatarUrl: null,
  coverUrl: null,
  phoneNumber: '+55 11 5555-0101',
  country: 'BR',
  state: '',
  city: 'São Paulo',
  address: '',
  zipCode: '',
  company: '=Lima, Filhos & Cia',
  jobTitle: 'Designer',
  about: '',
  isPublic: true,
  socials: { facebook: '', instagram: '', linkedin: '', x: '' },
  createdAt: '2026-01-02T10:00:00.000Z',
}

describe('user CSV export', () => {
  it('writes raw values without formatters, quoted and guarded against formulas (a leading + too)', () => {
    const csv = exportUsersCsv([person])
    const [header, row] = csv.split('\r\n')
    expect(header).toBe(
      'name,email,phoneNumber,company,jobTitle,role,status,verified,country,city,createdAt',
    )
    expect(row).toBe(
      `Ana Lima,ana@example.com,'+55 11 5555-0101,"'=Lima, Filhos & Cia",Designer,user,active,true,BR,São Paulo,2026-01-02T10:00:00.000Z`,
    )
  })

  it('uses the page’s words when given', () => {
    const csv = exportUsersCsv([person], {
      header: (column) => column.toUpperCase(),
      status: (status) => `S:${status}`,
      verified: (verified) => (verified ? 'Yes' : 'No'),
      country: (code) => (code === 'BR' ? 'Brazil' : code),
    })
    expect(csv).toContain('S:active,Yes,Brazil')
    expect(csv.startsWith('NAME,EMAIL')).toBe(true)
  })
})
