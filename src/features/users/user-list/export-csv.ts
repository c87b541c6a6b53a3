/**
 * CSV export of the filtered people. Pure: the page supplies localized headers and formatting;
 * without them the file carries raw, machine-friendly values (ISO dates, codes).
 */
import type { User } from '@/lib/api/schemas/users'
import { buildCsv, type CsvValue } from '@/lib/csv'

export const USER_CSV_COLUMNS = [
  'name',
  'email',
  'phoneNumber',
  'company',
  'jobTitle',
  'role',
  'status',
  'verified',
  'country',
  'city',
  'createdAt',
] as const
export type UserCsvColumn = (typeof USER_CSV_COLUMNS)[number]

export interface UserCsvFormatters {
  header?: (column: UserCsvColumn) => string
  date?: (iso: string) => string
  role?: (role: User['role']) => string
  status?: (status: User['status']) => string
  verified?: (verified: boolean) => string
  country?: (code: string) => string
}

export function exportUsersCsv(rows: readonly User[], formatters: UserCsvFormatters = {}): string {
  const {
    header = (column) => column,
    date = (iso) => iso,
    role = (value) => value,
    status = (value) => value,
    verified = (value) => String(value),
    country = (code) => code,
  } = formatters
  const cells = (user: User): Record<UserCsvColumn, CsvValue> => ({
    name: user.displayName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    company: user.company,
    jobTitle: user.jobTitle,
    role: role(user.role),
    status: status(user.status),
    verified: verified(user.emailVerified),
    country: user.country ? country(user.country) : '',
    city: user.city,
    createdAt: date(user.createdAt),
  })
  return buildCsv(
    USER_CSV_COLUMNS.map(header),
    rows.map((user) => {
      const values = cells(user)
      return USER_CSV_COLUMNS.map((column) => values[column])
    }),
  )
}
