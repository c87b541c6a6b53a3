import { Button, Group, Menu, Text, VisuallyHidden } from '@mantine/core'
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandX,
  IconHeart,
  IconHeartFilled,
  IconLink,
  IconMail,
  IconShare3,
} from '@tabler/icons-react'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Post } from '@/lib/api/schemas/blog'
import { useFormatters } from '@/lib/i18n/format'
import { notify } from '@/lib/notify'
import { useCountPost, useFavoritePost } from '../api/mutations'
import { shareTargets } from '../share'
import classes from './post-details.module.css'

const TARGET_ICONS = {
  x: IconBrandX,
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  email: IconMail,
} as const

/** Under the article: the favourite (like) toggle with its count, and the share menu. */
export function PostActions({ post }: { post: Post }) {
  const { t } = useTranslation('blog')
  const format = useFormatters()
  const router = useRouter()
  const favorite = useFavoritePost(post)
  const count = useCountPost(post)
  const { href } = router.buildLocation({
    to: '/dashboard/blog/post/$title',
    params: { title: post.slug },
  })
  const address = new URL(href, window.location.origin).toString()

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(address)
      count.mutate('share')
      notify(t('share.copied'))
    } catch {
      notify(t('share.copyFailed'), { variant: 'error' })
    }
  }

  return (
    <Group justify="space-between" gap="sm" className={classes.actions} data-testid="post-actions">
      <Button
        variant={post.isFavorite ? 'light' : 'default'}
        color={post.isFavorite ? 'red' : 'gray'}
        leftSection={
          post.isFavorite ? (
            <IconHeartFilled size={20} aria-hidden />
          ) : (
            <IconHeart size={20} aria-hidden />
          )
        }
        aria-pressed={post.isFavorite}
        onClick={() => favorite.mutate(!post.isFavorite)}
        data-testid="post-favorite"
      >
        <VisuallyHidden>{t('post.favorite')}</VisuallyHidden>
        <span data-testid="post-favorites">{format.number(post.totalFavorites)}</span>
      </Button>
      <Group gap="sm">
        <Text size="sm" c="dimmed" data-testid="post-view-count">
          {t('post.views', { count: post.totalViews, value: format.number(post.totalViews) })}
        </Text>
        <Menu position="top-end">
          <Menu.Target>
            <Button variant="default" leftSection={<IconShare3 size={18} aria-hidden />}>
              {t('share.button')}
              <Text span c="dimmed" size="sm" ms={6}>
                {format.number(post.totalShares)}
              </Text>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              leftSection={<IconLink size={18} aria-hidden />}
              onClick={() => void copyLink()}
            >
              {t('share.copy')}
            </Menu.Item>
            <Menu.Divider />
            {shareTargets(address, post.title).map(({ target, url }) => {
              const IconFor = TARGET_ICONS[target]
              return (
                <Menu.Item
                  key={target}
                  component="a"
                  href={url}
                  {...(target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                  leftSection={<IconFor size={18} aria-hidden />}
                  onClick={() => count.mutate('share')}
                >
                  {t(`share.targets.${target}`)}
                </Menu.Item>
              )
            })}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  )
}
