import { Button, Group, Image, Modal, SimpleGrid, Skeleton, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import type { ChatAttachment } from '@/lib/api/schemas/chat'
import { CHAT_IMAGE_TYPES } from '@/lib/api/schemas/chat-constants'
import { saveFile } from '@/lib/files'
import { notify } from '@/lib/notify'
import { conversationFilesQueryOptions } from '../api/queries'
import { fetchChatAttachmentBlob } from '../api/requests'
import { FileRow, PictureThumb } from './shared-file-items'
import classes from './room-info.module.css'

/** Until "Show all": three rows of pictures, five files. */
const PICTURES_SHOWN = 9
const FILES_SHOWN = 5

const isPicture = (file: ChatAttachment) => CHAT_IMAGE_TYPES.includes(file.type)

/** The pictures (a grid of thumbnails, opening large) and files shared in the conversation. */
export function SharedFiles({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('chat')
  const titleId = useId()
  const query = useQuery(conversationFilesQueryOptions(conversationId))
  // Ids being fetched, so each button spins on its own and a second click waits.
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set())
  const [shown, setShown] = useState<{ url: string; file: ChatAttachment } | null>(null)
  const [allPictures, setAllPictures] = useState(false)
  const [allFiles, setAllFiles] = useState(false)

  const download = async (file: ChatAttachment) => {
    if (busy.has(file.id)) return
    setBusy((current) => new Set([...current, file.id]))
    try {
      saveFile(await fetchChatAttachmentBlob(file.path), file.name)
    } catch {
      notify(t('info.downloadFailed', { name: file.name }), { variant: 'error' })
    }
    setBusy((current) => new Set([...current].filter((id) => id !== file.id)))
  }

  const attachments = query.data?.attachments ?? []
  const pictures = attachments.filter(isPicture)
  const files = attachments.filter((file) => !isPicture(file))

  return (
    <section aria-labelledby={titleId} className={classes.section} data-testid="chat-info-files">
      <Text component="h3" id={titleId} className={classes.sectionTitle}>
        {t('info.shared')}
      </Text>
      {query.isPending ? (
        <SimpleGrid
          cols={3}
          spacing={6}
          role="status"
          aria-busy="true"
          aria-label={t('info.loadingFiles')}
        >
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className={classes.thumb} />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <QueryError query={query} />
      ) : attachments.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('info.noFiles')}
        </Text>
      ) : (
        <>
          {pictures.length > 0 && (
            <div className={classes.subsection}>
              <ListHeader
                title={t('info.pictures', { count: pictures.length })}
                more={pictures.length > PICTURES_SHOWN}
                all={allPictures}
                onToggle={() => setAllPictures((value) => !value)}
              />
              <SimpleGrid cols={3} spacing={6} component="ul" className={classes.plainList}>
                {(allPictures ? pictures : pictures.slice(0, PICTURES_SHOWN)).map((file) => (
                  <li key={file.id}>
                    <PictureThumb file={file} onOpen={(url) => setShown({ url, file })} />
                  </li>
                ))}
              </SimpleGrid>
            </div>
          )}
          {files.length > 0 && (
            <div className={classes.subsection}>
              <ListHeader
                title={t('info.files', { count: files.length })}
                more={files.length > FILES_SHOWN}
                all={allFiles}
                onToggle={() => setAllFiles((value) => !value)}
              />
              <ul className={classes.plainList}>
                {(allFiles ? files : files.slice(0, FILES_SHOWN)).map((file) => (
                  <li key={file.id}>
                    <FileRow
                      file={file}
                      downloading={busy.has(file.id)}
                      onDownload={() => void download(file)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      <Modal
        opened={!!shown}
        onClose={() => setShown(null)}
        title={<span dir="auto">{shown?.file.name}</span>}
        size="auto"
        closeButtonProps={{ 'aria-label': t('info.closePicture') }}
      >
        {shown && (
          <>
            <Image
              src={shown.url}
              alt={shown.file.name}
              className={classes.bigPicture}
              fit="contain"
            />
            <Group justify="flex-end" mt="md">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={busy.has(shown.file.id)}
                onClick={() => void download(shown.file)}
              >
                {t('info.downloadOne')}
              </Button>
            </Group>
          </>
        )}
      </Modal>
    </section>
  )
}

interface ListHeaderProps {
  title: string
  /** There are more than the list shows by default. */
  more: boolean
  all: boolean
  onToggle: () => void
}

function ListHeader({ title, more, all, onToggle }: ListHeaderProps) {
  const { t } = useTranslation('chat')
  return (
    <Group justify="space-between" gap="xs" mb={6}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {more && (
        <Button variant="subtle" size="compact-xs" onClick={onToggle} aria-expanded={all}>
          {all ? t('info.showLess') : t('info.showAll')}
        </Button>
      )}
    </Group>
  )
}
