import { useTranslation } from 'react-i18next'
import classes from './skip-link.module.css'

/** First stop of the keyboard: jumps past the header and nav to the page content. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a href="#main-content" className={classes.skip}>
      {t('layout.skipToContent')}
    </a>
  )
}
