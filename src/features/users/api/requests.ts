/** The directory's write calls (docs/api.md, "Users"); only the mutation hooks call them. */
import { apiPost } from '@/lib/api/http'
import {
  deleteUsersResponseSchema,
  userWriteResponseSchema,
  type UpdateUserInput,
  type UserInput,
} from '@/lib/api/schemas/users'

export const createUserRequest = (user: UserInput) =>
  apiPost('api/users/user/new', { user }, userWriteResponseSchema)

export const updateUserRequest = (userId: string, user: UpdateUserInput) =>
  apiPost('api/users/user/update', { userId, user }, userWriteResponseSchema)

export const deleteUsersRequest = (userIds: string[]) =>
  userIds.length === 1
    ? apiPost('api/users/user/delete', { userId: userIds[0] }, deleteUsersResponseSchema)
    : apiPost('api/users/delete-many', { userIds }, deleteUsersResponseSchema)
