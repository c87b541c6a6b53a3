/** The account area's write calls (docs/api.md, "Account"); only the mutation hooks call them. */
import { apiPost } from '@/lib/api/http'
import {
  changePasswordResponseSchema,
  myAccountResponseSchema,
  type UpdateProfileBody,
} from '@/lib/api/schemas/account'
import { messageResponseSchema } from '@/lib/api/schemas/mock'

export const updateProfileRequest = (body: UpdateProfileBody) =>
  apiPost('api/account/profile/update', body, myAccountResponseSchema)

export const changePasswordRequest = (body: { oldPassword: string; newPassword: string }) =>
  apiPost('api/account/password/change', body, changePasswordResponseSchema)

export const resetDemoDataRequest = () => apiPost('api/mock/reset', {}, messageResponseSchema)
