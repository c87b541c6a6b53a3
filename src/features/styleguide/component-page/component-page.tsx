import { Code, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { getRouteApi } from '@tanstack/react-router'
import { Suspense, use } from 'react'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import { usePageTitle } from '@/components/page-header'
import { findGalleryEntry, loadDemo, type GalleryEntry } from '../gallery'
import { PreviewFrame } from '../preview/preview-frame'
import classes from './component-page.module.css'

const route = getRouteApi('/_public/components/$name')

/** /components/$name: one building block's variants in a preview frame, and how to import it. */
export function ComponentPage() {
  const name = route.useParams({ select: (params) => params.name })
  // The loader threw notFound() for an unknown name, so the entry is there.
  const entry = findGalleryEntry(name) as GalleryEntry
  const { t } = useTranslation('styleguide')
  usePageTitle(t(entry.title))

  return (
    <Stack gap="xl" className={classes.root} data-testid={`component-page-${entry.name}`}>
      <Stack gap="xs">
        <AnchorLink to="/components" size="sm" className={classes.back}>
          <IconArrowLeft size={16} className="flip-rtl" aria-hidden />
          {t('page.back')}
        </AnchorLink>
        <Title order={1}>{t(entry.title)}</Title>
        <Text c="dimmed" size="lg">
          {t(entry.description)}
        </Text>
      </Stack>
      {/* Remounted per entry: the direction chosen for one demo does not carry to the next. */}
      <PreviewFrame key={entry.name}>
        <Suspense fallback={<DemoSkeleton />}>
          <Demo entry={entry} />
        </Suspense>
      </PreviewFrame>
      <section aria-labelledby="usage-heading">
        <Title order={2} id="usage-heading" size="h3" mb="xs">
          {t('page.usage')}
        </Title>
        <Text mb="sm">{t(entry.usageNote)}</Text>
        <Suspense fallback={<Skeleton height={96} radius="md" />}>
          <Usage entry={entry} />
        </Suspense>
      </section>
    </Stack>
  )
}

function Demo({ entry }: { entry: GalleryEntry }) {
  const { default: Component } = use(loadDemo(entry))
  return <Component />
}

function Usage({ entry }: { entry: GalleryEntry }) {
  const { usage } = use(loadDemo(entry))
  return (
    // Focusable: a long line scrolls sideways, and a keyboard must be able to scroll it.
    <Code block className={classes.code} tabIndex={0} data-testid="usage-code">
      {usage}
    </Code>
  )
}

function DemoSkeleton() {
  return (
    <Stack gap="md" data-testid="demo-loading">
      <Skeleton height={20} width="30%" />
      <Skeleton height={120} />
    </Stack>
  )
}
