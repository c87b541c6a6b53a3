/**
 * The editor itself (tiptap and its extensions, the dropzone, the preview) is one lazily loaded
 * chunk, the same for the new and the edit page; their route loaders start it with the page's
 * code, so it is not a waterfall. Being one dynamic import rather than a chunk two routes import,
 * what only the editor uses (its icons, its Mantine inputs) stays in it instead of counting twice
 * towards the chunks every first visit loads (vite.config.ts, `vendorGroups`).
 */
import { Grid, Skeleton, Stack } from '@mantine/core'
import { lazy, Suspense, type ComponentProps } from 'react'

const PostForm = lazy(() => import('./post-form').then((module) => ({ default: module.PostForm })))

/** What shows for the moment the editor's chunk is still on its way: its two sections' shapes. */
function PostFormSkeleton() {
  return (
    <Stack gap="xl" aria-hidden data-testid="post-form-skeleton">
      {[560, 360].map((height) => (
        <Grid key={height} gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton h={20} w="40%" mb="sm" />
            <Skeleton h={14} w="70%" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Skeleton h={height} radius="lg" />
          </Grid.Col>
        </Grid>
      ))}
    </Stack>
  )
}

export function LazyPostForm(props: ComponentProps<typeof PostForm>) {
  return (
    <Suspense fallback={<PostFormSkeleton />}>
      <PostForm {...props} />
    </Suspense>
  )
}
