/**
 * The directory's writes as mutation hooks: each keeps the caches right (by the key factories of
 * ./keys); the screen adds its own reactions through `MutationCallbacks`.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { UpdateUserInput, User, UserInput } from '@/lib/api/schemas/users'
import type { MutationCallbacks } from '@/lib/query/mutation-callbacks'
import { sessionKeys } from '@/lib/session/api'
import { userKeys } from './keys'
import { createUserRequest, deleteUsersRequest, updateUserRequest } from './requests'

/** Lists, cards and counts all change with any write to a person. */
function invalidateDirectory(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: userKeys.lists() })
  void queryClient.invalidateQueries({ queryKey: userKeys.cardLists() })
  // The signed-in user may be among them (an admin editing their own name or avatar).
  void queryClient.invalidateQueries({ queryKey: sessionKeys.me() })
}

export function useCreateUser({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ user: User }, UserInput> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UserInput) => createUserRequest(input),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      invalidateDirectory(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

/** Saves `user` (the edit page, the list's quick edit). */
export function useUpdateUser(
  user: Pick<User, 'id' | 'username'>,
  { onSuccess, ...callbacks }: MutationCallbacks<{ user: User }, UpdateUserInput> = {},
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: UpdateUserInput) => updateUserRequest(user.id, input),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      // A rename moves the person to a new username: the old entry goes.
      if (data.user.username !== user.username)
        queryClient.removeQueries({ queryKey: userKeys.detail(user.username) })
      void queryClient.invalidateQueries({ queryKey: userKeys.detail(data.user.username) })
      invalidateDirectory(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}

/** Deletes people by id (one call for one or many; all or nothing). */
export function useDeleteUsers({
  onSuccess,
  ...callbacks
}: MutationCallbacks<{ deleted: number }, string[]> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (userIds: string[]) => deleteUsersRequest(userIds),
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      queryClient.removeQueries({ queryKey: userKeys.details() })
      invalidateDirectory(queryClient)
      await onSuccess?.(data, ...rest)
    },
  })
}
