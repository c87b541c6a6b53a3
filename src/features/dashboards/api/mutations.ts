/**
 * The dashboards' writes as mutation hooks: a quick transfer, the card's whole number, a review's
 * answer. Each keeps the caches right (by ./keys); the screen adds its own reactions through
 * `MutationCallbacks`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { TransferBody } from '@/lib/api/schemas/banking'
import type { BookingReviews, ReviewStatusBody } from '@/lib/api/schemas/booking'
import type { MutationCallbacks } from '@/lib/query/mutation-callbacks'
import { optimisticUpdate } from '@/lib/query/optimistic'
import { dashboardKeys } from './keys'
import { bookingQueries } from './booking-queries'
import { cardNumberRequest, reviewStatusRequest, transferRequest } from './requests'

type TransferAnswer = Awaited<ReturnType<typeof transferRequest>>

/**
 * Sends money to a contact. The body's `clientId` makes a second send of the same transfer (a
 * double click, a retry after a lost answer) the same transfer. Every figure of the banking
 * dashboard moves with it (balance, expenses, categories, the ledger, the latest recipients), so
 * all of them are fetched again.
 */
export function useTransfer({
  onSuccess,
  ...callbacks
}: MutationCallbacks<TransferAnswer, TransferBody> = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: transferRequest,
    meta: { form: true },
    ...callbacks,
    onSuccess: async (data, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: dashboardKeys.dashboard('banking') })
      await onSuccess?.(data, ...rest)
    },
  })
}

/**
 * The card's whole number, asked when the reader presses "show" (a POST: never in a URL or a
 * cache). The screen keeps it while shown and forgets it when hidden.
 */
export function useCardNumber(callbacks: MutationCallbacks<{ number: string }, void> = {}) {
  return useMutation({ mutationFn: cardNumberRequest, ...callbacks })
}

/** Accepts or rejects a review (administrators): the answer shows at once, back on failure. */
export function useReviewStatus(limit: number) {
  const queryClient = useQueryClient()
  const { t } = useTranslation('dashboards')
  return useMutation({
    mutationFn: reviewStatusRequest,
    ...optimisticUpdate<BookingReviews, ReviewStatusBody>(queryClient, {
      queryKey: bookingQueries.reviews(limit).queryKey,
      apply: (data, { reviewId, status }) => {
        const answered = data.items.find((review) => review.id === reviewId)
        return {
          pending: data.pending - (answered?.status === 'pending' ? 1 : 0),
          items: data.items.map((review) =>
            review.id === reviewId ? { ...review, status } : review,
          ),
        }
      },
      fallbackMessage: t('booking.reviews.saveFailed'),
    }),
  })
}
