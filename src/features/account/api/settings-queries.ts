/** The account tabs' reads (docs/api.md, "Account settings"). */
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api/http'
import { notificationSettingsBodySchema } from '@/lib/api/schemas/account'
import { addressesResponseSchema } from '@/lib/api/schemas/checkout'
import { settingsKeys } from './settings-keys'

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.notifications(),
    queryFn: () => apiGet('api/account/notification-settings', notificationSettingsBodySchema),
    select: (data) => data.settings,
  })

/** The checkout's address book, which is also where the account's billing addresses live. */
export const addressBookQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.addresses(),
    queryFn: () => apiGet('api/checkout/addresses', addressesResponseSchema),
    select: (data) => data.addresses,
  })
