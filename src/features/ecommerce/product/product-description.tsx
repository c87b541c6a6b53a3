import DOMPurify from 'dompurify'
import { useMemo } from 'react'
import classes from './product.module.css'

/** Product descriptions are HTML from data: sanitized before they reach the page. */
export function ProductDescription({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html])
  return <div className={classes.description} dangerouslySetInnerHTML={{ __html: clean }} />
}
