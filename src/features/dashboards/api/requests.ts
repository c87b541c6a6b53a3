/** The dashboards' write calls (docs/api.md, "Banking", "Booking"); only mutations.ts calls them. */
import { apiPost } from '@/lib/api/http'
import {
  cardNumberResponseSchema,
  transferResponseSchema,
  type TransferBody,
} from '@/lib/api/schemas/banking'
import { reviewStatusResponseSchema, type ReviewStatusBody } from '@/lib/api/schemas/booking'

export const transferRequest = (body: TransferBody) =>
  apiPost('api/banking/transfer', body, transferResponseSchema)

export const cardNumberRequest = () =>
  apiPost('api/banking/card/number', {}, cardNumberResponseSchema)

export const reviewStatusRequest = (body: ReviewStatusBody) =>
  apiPost('api/booking/reviews/status', body, reviewStatusResponseSchema)
