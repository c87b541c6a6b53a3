import { Grid, Stack } from '@mantine/core'
import type { User } from '@/lib/api/schemas/account'
import { AboutCard } from './about-card'
import { PostFeed } from './post-feed'
import { SocialLinksCard } from './social-links-card'

/** About and social links beside the posts feed (stacked on small screens). */
export function ProfileTab({ user }: { user: User }) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <AboutCard user={user} />
          <SocialLinksCard user={user} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <PostFeed user={user} />
      </Grid.Col>
    </Grid>
  )
}
