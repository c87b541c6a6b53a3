import { useMatches } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '@/components/page-header'
import { PublicFooter } from './public-footer'
import { PublicHeader } from './public-header'
import classes from './public-layout.module.css'

/** "Pricing | Tangram": the deepest matched route's `staticData.title`, translated. */
function usePublicTitle() {
  const { t } = useTranslation()
  const key = useMatches({ select: (matches) => matches.at(-1)?.staticData.title })
  usePageTitle(key ? t(key) : undefined)
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
