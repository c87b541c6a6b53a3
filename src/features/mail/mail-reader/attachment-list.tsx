import { Button, Group, Image, Modal, SimpleGrid, Text } from '@mantine/core'
import { IconDownload, IconPaperclip } from '@tabler/icons-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MailAttachment } from '@/lib/api/schemas/mail'
import { saveFile } from '@/lib/files'
import { notify } from '@/lib/notify'
import { fetchAttachmentBlob } from '../api/requests'
import { AttachmentCard } from './attachment-card'
import classes from './mail-reader.module.css'

/** The mail's files as cards, "Download all" when there are several, and a large picture view. */
export function AttachmentList({ attachments }: { attachments: MailAttachment[] }) {
  const { t } = useTranslation('mail')
  const titleId = useId()
  // Ids being fetched, so each button spins on its own and a second click waits.
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set())
  const [shown, setShown] = useState<{
    name: string
    url: string
    attachment: MailAttachment
  } | null>(null)

  const download = async (files: MailAttachment[]) => {
    const ids = files.map((file) => file.id).filter((id) => !busy.has(id))
    if (ids.length === 0) return
    setBusy((current) => new Set([...current, ...ids]))
    // One after another: browsers ask once for several downloads, and then save them in order.
    for (const file of files.filter((f) => ids.includes(f.id))) {
      try {
        saveFile(await fetchAttachmentBlob(file.path), file.name)
      } catch {
        notify(t('reader.downloadFailed', { name: file.name }), { variant: 'error' })
      }
    }
    setBusy((current) => new Set([...current].filter((id) => !ids.includes(id))))
  }

  return (
    <section className={classes.attachments} aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Group gap={6}>
          <IconPaperclip size={18} aria-hidden />
          <Text fw={600} size="sm" id={titleId} component="h3">
            {t('reader.attachments', { count: attachments.length })}
          </Text>
        </Group>
        {attachments.length > 1 && (
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={attachments.every((file) => busy.has(file.id))}
            onClick={() => void download(attachments)}
          >
            {t('reader.downloadAll')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        {attachments.map((attachment) => (
          <AttachmentCard
            key={attachment.id}
            attachment={attachment}
            downloading={busy.has(attachment.id)}
            onDownload={() => void download([attachment])}
            onOpen={(url) => setShown({ name: attachment.name, url, attachment })}
          />
        ))}
      </SimpleGrid>
      <Modal
        opened={!!shown}
        onClose={() => setShown(null)}
        title={<span dir="auto">{shown?.name}</span>}
        size="auto"
        closeButtonProps={{ 'aria-label': t('reader.closePicture') }}
      >
        {shown && (
          <>
            <Image src={shown.url} alt={shown.name} className={classes.bigPicture} fit="contain" />
            <Group justify="flex-end" mt="md">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={busy.has(shown.attachment.id)}
                onClick={() => void download([shown.attachment])}
              >
                {t('reader.downloadOne')}
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </section>
  )
}
