import { Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { Logo } from '@/components/logo'
import { LanguagePicker } from '@/components/language-picker'
import classes from './simple-layout.module.css'

/** Layout of the pages outside the dashboard (status pages, coming soon, maintenance). */
export function SimpleLayout({ children }: { children: ReactNode }) {
  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <Group justify="space-between" className={classes.headerInner} wrap="nowrap">
          <Logo withName />
          <LanguagePicker />
        </Group>
      </header>
      <main id="main-content" className={classes.main}>
        {children}
      </main>
    </div>
  )
}
