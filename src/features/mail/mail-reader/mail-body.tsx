import { Alert } from '@mantine/core'
import { IconPhotoOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { SafeHtml, useSanitizedHtml } from '@/components/rich-text/safe-html'
import classes from './mail-reader.module.css'

/**
 * The body, sanitized again on the way out (the API cleaned it on the way in), its links opening
 * in a new tab and pictures from other sites held back: loading them would tell the sender that,
 * when and where the mail was read.
 */
export function MailBody({ html }: { html: string }) {
  const { t } = useTranslation('mail')
  const body = useSanitizedHtml(html, { linksInNewTab: true, blockRemoteImages: true })
  return (
    <>
      {body.blockedImages > 0 && (
        <Alert
          variant="light"
          color="gray"
          icon={<IconPhotoOff size={18} aria-hidden />}
          className={classes.blocked}
        >
          {t('reader.remoteImages', { count: body.blockedImages })}
        </Alert>
      )}
      <SafeHtml sanitized={body} className={classes.body} />
    </>
  )
}
