import {
  Avatar,
  Button,
  Card,
  Collapse,
  Divider,
  Grid,
  Group,
  Progress,
  Rating,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconPencil, IconThumbUp } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import { StarBar } from '@/components/star-bar'
import { newReviewBodySchema, type Product } from '@/lib/api/schemas/products'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { useFormatters } from '@/lib/i18n/format'
import { notify } from '@/lib/notify'
import { useAddReview, useMarkHelpful } from '../api/mutations'

const reviewFormSchema = newReviewBodySchema.shape.review

/** Average, star breakdown, the reviews, a helpful vote, and a form to write one. */
export function ProductReviews({ product }: { product: Product }) {
  const { t } = useTranslation('ecommerce')
  const { t: tCommon } = useTranslation()
  const format = useFormatters()
  const [writing, setWriting] = useState(false)
  const [voted, setVoted] = useState<Set<string>>(new Set())

  const addReview = useAddReview(product)
  const form = useForm({
    mode: 'controlled',
    initialValues: { rating: 0, name: '', email: '', comment: '' },
    validate: zodValidator(reviewFormSchema, tCommon),
  })

  const { submit, formError } = useFormSubmit(
    form,
    ['rating', 'name', 'email', 'comment'],
    async (review) => {
      await addReview.mutateAsync(review)
      form.reset()
      setWriting(false)
      notify(t('reviews.thanks'))
    },
  )

  const helpful = useMarkHelpful(product, {
    onMutate: (reviewId) => setVoted((previous) => new Set(previous).add(reviewId)),
    onError: (error, reviewId) => {
      setVoted((previous) => {
        const next = new Set(previous)
        next.delete(reviewId)
        return next
      })
      notify(error instanceof Error ? error.message : String(error), { variant: 'error' })
    },
  })

  const maxCount = Math.max(1, ...product.ratings.map((r) => r.count))
  return (
    <Stack gap="xl">
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack align="center" gap={4}>
            <Text size="sm" fw={600}>
              {t('reviews.average')}
            </Text>
            <Text fz={48} fw={700} lh={1.2}>
              {product.totalRatings.toFixed(1)}
              <Text span c="dimmed" fz={20}>
                /5
              </Text>
            </Text>
            <StarBar value={product.totalRatings} size="md" />
            <Text size="xs" c="dimmed">
              {t('reviews.count', { count: product.totalReviews })}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="xs" aria-label={t('reviews.breakdown')} role="list">
            {product.ratings.map(({ stars, count }) => (
              <Group key={stars} gap="sm" wrap="nowrap" role="listitem">
                <Text size="sm" w={60}>
                  {t('reviews.stars', { count: stars })}
                </Text>
                <Progress
                  value={(count / maxCount) * 100}
                  flex={1}
                  size="sm"
                  color="dark"
                  aria-hidden
                />
                <Text size="sm" c="dimmed" w={32} ta="end">
                  {count}
                </Text>
              </Group>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Group justify="center">
            <Button
              variant="light"
              color="gray"
              size="md"
              leftSection={<IconPencil size={18} aria-hidden />}
              onClick={() => setWriting((w) => !w)}
              aria-expanded={writing}
            >
              {t('reviews.write')}
            </Button>
          </Group>
        </Grid.Col>
      </Grid>

      <Collapse expanded={writing}>
        <Card withBorder component="form" onSubmit={submit} noValidate data-testid="review-form">
          <Stack gap="md">
            <Title order={3} size="h5">
              {t('reviews.formTitle')}
            </Title>
            <FormErrorAlert>{formError}</FormErrorAlert>
            <div>
              <Text size="sm" fw={500} id="review-rating-label">
                {t('reviews.yourRating')}
              </Text>
              <Rating
                mt={4}
                size="lg"
                value={form.values.rating}
                onChange={(value) => form.setFieldValue('rating', value)}
                aria-labelledby="review-rating-label"
                getSymbolLabel={(value) => t('reviews.stars', { count: value })}
              />
              {form.errors.rating && (
                <Text size="xs" c="red" mt={4} role="alert">
                  {form.errors.rating}
                </Text>
              )}
            </div>
            <Textarea
              label={t('reviews.comment')}
              autosize
              minRows={3}
              required
              {...form.getInputProps('comment')}
            />
            <Group grow align="flex-start">
              <TextInput
                label={t('reviews.name')}
                required
                autoComplete="name"
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('reviews.email')}
                type="email"
                required
                autoComplete="email"
                {...form.getInputProps('email')}
              />
            </Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setWriting(false)}>
                {t('reviews.cancel')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('reviews.post')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Collapse>

      <Divider variant="dashed" />
      {product.reviews.length === 0 && <Text c="dimmed">{t('reviews.none')}</Text>}
      <Stack gap="lg">
        {product.reviews.map((review) => (
          <Group key={review.id} align="flex-start" wrap="nowrap" gap="md" data-testid="review">
            <Avatar color="primary" radius="xl" alt="" aria-hidden>
              {review.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={4} flex={1}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600} size="sm">
                    {review.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {format.date(review.postedAt)}
                  </Text>
                </div>
                <span role="img" aria-label={t('reviews.stars', { count: review.rating })}>
                  <StarBar value={review.rating} />
                </span>
              </Group>
              {review.isPurchased && (
                <Text size="xs" c="teal">
                  {t('reviews.verified')}
                </Text>
              )}
              <Text size="sm" dir="auto">
                {review.comment}
              </Text>
              <Group>
                <Button
                  variant="subtle"
                  color="gray"
                  size="compact-sm"
                  leftSection={<IconThumbUp size={16} aria-hidden />}
                  disabled={voted.has(review.id)}
                  onClick={() => helpful.mutate(review.id)}
                >
                  {t('reviews.helpful', { count: review.helpful })}
                </Button>
              </Group>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Stack>
  )
}
