/**
 * The editor's values and their mapping to the API's user writes. The form always holds the
 * status and the verified flag (a new user's are the server's own defaults and not sent).
 */
import type { Role, UserStatus } from '@/lib/api/schemas/account'
import type { UpdateUserInput, User, UserInput } from '@/lib/api/schemas/users'

export interface UserFormValues {
  avatarUrl: string | null
  firstName: string
  lastName: string
  email: string
  phoneNumber: string
  country: string
  state: string
  city: string
  address: string
  zipCode: string
  company: string
  jobTitle: string
  role: Role
  status: UserStatus
  emailVerified: boolean
}

/** Every field of the form, for the server's field messages (the submit hook keeps only these). */
export const USER_FIELDS = [
  'avatarUrl',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'state',
  'city',
  'address',
  'zipCode',
  'company',
  'jobTitle',
  'role',
  'status',
  'emailVerified',
] as const satisfies ReadonlyArray<keyof UserFormValues>

export const emptyUserValues = (): UserFormValues => ({
  avatarUrl: null,
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  country: '',
  state: '',
  city: '',
  address: '',
  zipCode: '',
  company: '',
  jobTitle: '',
  role: 'user',
  // What the API gives a new user; the editor shows neither for a new one.
  status: 'pending',
  emailVerified: false,
})

export const userToFormValues = (user: User): UserFormValues =>
  Object.fromEntries(USER_FIELDS.map((field) => [field, user[field]])) as unknown as UserFormValues

/** The body of POST /api/users/user/new: the status and the verified flag are the server's. */
export function toCreateInput(values: UserFormValues): UserInput {
  const { status: _status, emailVerified: _emailVerified, ...input } = values
  return input
}

export const toUpdateInput = (values: UserFormValues): UpdateUserInput => ({ ...values })

/**
 * The "Banned" switch over the four statuses: on bans; off gives back the status the user had
 * when the form opened, or `active` when that was the ban itself.
 */
export function statusAfterBanSwitch(banned: boolean, initial: UserStatus): UserStatus {
  if (banned) return 'banned'
  return initial === 'banned' ? 'active' : initial
}
