import { PageHeader } from '@/components/page-header'
import classes from './blank.module.css'

/** A starting point for a new page: the header, breadcrumbs and an empty content area. */
export function BlankPage() {
  return (
    <>
      <PageHeader />
      <div className={classes.blank} data-testid="blank-area" />
    </>
  )
}
