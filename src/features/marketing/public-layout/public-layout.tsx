import { useDocumentTitle } from '@mantine/hooks'
import { useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PublicFooter } from './public-footer'
import { PublicHeader } from './public-header'
import classes from './public-layout.module.css'

/**
 * "Pricing | Tangram": the deepest matched route's `staticData.title`, translated. A route without
 * one names its page itself (a component's page: "Buttons | Tangram"); the layout's effect runs
 * after the page's, so it must then leave the title alone rather than write the bare app name.
 */
function usePublicTitle() {
  const { t } = useTranslation()
  const key = useMatches({ select: (matches) => matches.at(-1)?.staticData.title })
  useDocumentTitle(key ? `${t(key)} | ${t('app.name')}` : '')
}

/** Header, page and footer of the public pages (pricing, payment, and the ones to come). */
export function PublicLayout({ children }: { children: ReactNode }) {
  usePublicTitle()
  return (
    <div className={classes.root} data-testid="public-layout">
      <PublicHeader />
      <main id="main-content" className={classes.main}>
        {children}
      </main>
      <PublicFooter />
    </div>
  )
}
