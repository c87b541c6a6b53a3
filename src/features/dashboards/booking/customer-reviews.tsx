import { Badge, Box, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core'
import { IconCheck, IconStarFilled, IconX } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Carousel } from '@/components/carousel/carousel'
import { UserAvatar } from '@/components/user-avatar'
import type { BookingReview } from '@/lib/api/schemas/booking'
import type { ReviewStatus } from '@/lib/api/schemas/booking-constants'
import { useFormatters } from '@/lib/i18n/format'
import { useCurrentRole } from '@/lib/session/use-auth'
import { useReviewStatus } from '../api/mutations'
import { bookingQueries } from '../api/booking-queries'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from './booking.module.css'

/** Enough for the pending ones and a few answered (one carousel dot each). */
export const REVIEWS_LIMIT = 6

const REVIEW_COLORS: Record<ReviewStatus, string> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
}

/**
 * Guests' reviews, those waiting for an answer first. An administrator accepts (publishes) or
 * rejects each; the answer shows at once and is kept (POST /api/booking/reviews/status). Anyone
 * else reads them without the buttons: the API would refuse them (admin only).
 */
export function CustomerReviews() {
  const { t } = useTranslation('dashboards')
  const query = useQuery(bookingQueries.reviews(REVIEWS_LIMIT))
  const admin = useCurrentRole() === 'admin'
  const answer = useReviewStatus(REVIEWS_LIMIT)
  return (
    <WidgetCard
      title={t('booking.reviews.title')}
      subheader={
        query.data ? t('booking.reviews.pending', { count: query.data.pending }) : undefined
      }
      data-testid="customer-reviews"
    >
      <WidgetBody
        query={query}
        height={300}
        isEmpty={(data) => data.items.length === 0}
        emptyText={t('booking.reviews.none')}
      >
        {(data) => (
          <Carousel label={t('booking.reviews.title')} slidesPerView={1}>
            {data.items.map((review) => (
              <Review
                key={review.id}
                review={review}
                onAnswer={
                  admin ? (status) => answer.mutate({ reviewId: review.id, status }) : undefined
                }
              />
            ))}
          </Carousel>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}

interface ReviewProps {
  review: BookingReview
  /** Absent for readers who may not answer. */
  onAnswer?: (status: 'accepted' | 'rejected') => void
}

function Review({ review, onAnswer }: ReviewProps) {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  return (
    <Stack gap="sm" className={classes.review} data-testid="review">
      <Group gap="sm" wrap="nowrap">
        <UserAvatar
          user={{ displayName: review.guest.name, avatarUrl: review.guest.avatarUrl }}
          size={44}
          radius="xl"
        />
        <Box miw={0} flex={1}>
          <Text fw={600} size="sm" truncate>
            {review.guest.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('booking.reviews.stayed', {
              room: t(`booking.roomType.${review.roomType}`),
              date: format.date(review.createdAt),
            })}
          </Text>
        </Box>
        <Badge variant="light" color={REVIEW_COLORS[review.status]} radius="sm" flex="none">
          {t(`booking.reviews.status.${review.status}`)}
        </Badge>
      </Group>
      <Group gap={2} aria-hidden>
        {[1, 2, 3, 4, 5].map((star) => (
          <IconStarFilled
            key={star}
            size={16}
            className={star <= review.rating ? classes.starOn : classes.starOff}
          />
        ))}
      </Group>
      <VisuallyHidden>{t('booking.reviews.rating', { rating: review.rating })}</VisuallyHidden>
      <Text size="sm" lineClamp={4} dir="auto" className={classes.reviewText}>
        {review.text}
      </Text>
      {onAnswer && (
        <Group gap="sm" grow>
          <Button
            variant={review.status === 'rejected' ? 'filled' : 'light'}
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            aria-pressed={review.status === 'rejected'}
            onClick={() => review.status !== 'rejected' && onAnswer('rejected')}
          >
            {t('booking.reviews.reject')}
          </Button>
          <Button
            variant={review.status === 'accepted' ? 'filled' : 'light'}
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            aria-pressed={review.status === 'accepted'}
            onClick={() => review.status !== 'accepted' && onAnswer('accepted')}
          >
            {t('booking.reviews.accept')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
