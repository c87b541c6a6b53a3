import { Skeleton, Text } from '@mantine/core'
import { IconQuote } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Carousel } from '@/components/carousel/carousel'
import { UserAvatar } from '@/components/user-avatar'
import type { Testimonial } from '@/lib/api/schemas/team'
import { teamQueryOptions } from '../api/queries'
import classes from './about.module.css'
import { SectionHeading } from './section-heading'

const PER_VIEW = { base: 1, sm: 2, lg: 3 }

function Quote({ testimonial: { id, author } }: { testimonial: Testimonial }) {
  const { t } = useTranslation('about')
  return (
    <figure className={classes.quote}>
      <IconQuote size={32} className={classes.quoteMark} aria-hidden />
      <blockquote className={classes.quoteText}>{t(`testimonials.quotes.${id}`)}</blockquote>
      <figcaption className={classes.quoteAuthor}>
        <UserAvatar user={author} size={44} radius={22} />
        <div>
          <Text fw={600} size="sm">
            {author.displayName}
          </Text>
          <Text size="xs" c="dimmed">
            {t('testimonials.byline', { jobTitle: author.jobTitle, company: author.company })}
          </Text>
        </div>
      </figcaption>
    </figure>
  )
}

/**
 * Customers' words in a carousel. The quotes come with the team call: when it fails, the team
 * section above shows the error and its retry, and this section stays out of the way.
 */
export function Testimonials() {
  const { t } = useTranslation('about')
  const query = useQuery(teamQueryOptions())
  const testimonials = query.data?.testimonials
  if (query.isError || testimonials?.length === 0) return null
  return (
    <section aria-labelledby="about-testimonials" className={classes.section}>
      <SectionHeading id="about-testimonials" title={t('testimonials.title')} />
      {testimonials ? (
        <Carousel
          label={t('testimonials.label')}
          slidesPerView={PER_VIEW}
          data-testid="testimonials"
        >
          {testimonials.map((testimonial) => (
            <Quote key={testimonial.id} testimonial={testimonial} />
          ))}
        </Carousel>
      ) : (
        <Skeleton height={240} radius="lg" />
      )}
    </section>
  )
}
