import { Anchor, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core'
import { useDocumentTitle } from '@mantine/hooks'
import { Link, useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './page-header.module.css'

interface Crumb {
  id: string
  label: string
  /** The route's own path template and params: a typed link, not a string. */
  to: string
  params: Record<string, string>
}

/** Breadcrumbs from the matched routes that declare a title (staticData.title). */
export function useBreadcrumbs(): Crumb[] {
  const { t } = useTranslation()
  const matches = useMatches()
  return matches.flatMap((match) => {
    const key = match.staticData.title
    if (!key) return []
    return [{ id: match.id, label: t(key), to: match.fullPath, params: match.params }]
  })
}

/** Sets document.title to "<page> | <product>". */
export function usePageTitle(title: string | undefined) {
  const { t } = useTranslation()
  const name = t('app.name')
  useDocumentTitle(title ? `${title} | ${name}` : name)
}

interface PageHeaderProps {
  /** Overrides the title of the deepest matched route (e.g. a product's name). */
  title?: string
  description?: ReactNode
  actions?: ReactNode
  /**
   * The page shows the title as its own main heading (a blog post's hero): the header keeps the
   * breadcrumbs, the actions and document.title, and leaves the h1 to the page.
   */
  titleInPage?: boolean
}

/** Title, breadcrumbs and actions at the top of every dashboard page; keeps document.title in step. */
export function PageHeader({ title, description, actions, titleInPage = false }: PageHeaderProps) {
  const { t } = useTranslation()
  const titled = useBreadcrumbs()
  const matches = useMatches()
  // A page without a static title (a product, say) gives its own: it becomes the last crumb.
  const deepestHasTitle = Boolean(matches.at(-1)?.staticData.title)
  const crumbs =
    title && !deepestHasTitle
      ? [...titled, { id: 'current', label: title, to: '', params: {} }]
      : titled
  const pageTitle = title ?? crumbs.at(-1)?.label
  usePageTitle(pageTitle)

  return (
    <Group className={classes.root} justify="space-between" align="flex-end" wrap="wrap" gap="md">
      <Stack gap={8} className={classes.text}>
        {!titleInPage && (
          <Title order={1} className={classes.title}>
            {pageTitle}
          </Title>
        )}
        {crumbs.length > 1 && (
          <nav aria-label={t('layout.breadcrumbs')}>
            <Breadcrumbs
              separator={<span className={classes.separator} aria-hidden />}
              classNames={{ root: classes.crumbs }}
            >
              {crumbs.map((crumb, index) =>
                index === crumbs.length - 1 ? (
                  <Text key={crumb.id} size="sm" c="dimmed" aria-current="page">
                    {title ?? crumb.label}
                  </Text>
                ) : (
                  <Anchor
                    key={crumb.id}
                    component={Link}
                    // The crumb's target is a matched route's own template and params.
                    {...({ to: crumb.to, params: crumb.params } as object)}
                    // Only the last crumb is the current page: the router would mark every crumb
                    // above it active (and aria-current="page"), its path being a prefix of this one.
                    activeOptions={{ exact: true }}
                    size="sm"
                    c="var(--mantine-color-text)"
                  >
                    {crumb.label}
                  </Anchor>
                ),
              )}
            </Breadcrumbs>
          </nav>
        )}
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  )
}
