import { ActionIcon, Group, Text } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { FileDrop } from '@/components/file-drop/file-drop'
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS, type KanbanCard } from '@/lib/api/schemas/kanban'
import { IMAGE_MIME_TYPES } from '@/lib/files'
import classes from '../kanban.module.css'
import type { useCardSave } from './use-card-save'

type Saver = ReturnType<typeof useCardSave>

// The API's own caps (src/lib/api/schemas/kanban.ts), so the drop zone refuses what it would.
const SIZE_TEXT = `${MAX_ATTACHMENT_BYTES / 1024 / 1024} MB`

/** Pictures on the card: drop or choose images (size limit), previews, remove. */
export function CardAttachments({ card, saver }: { card: KanbanCard; saver: Saver }) {
  const { t } = useTranslation('kanban')
  const room = MAX_ATTACHMENTS - card.attachments.length
  return (
    <FileDrop
      label={t('drawer.attachments')}
      description={t('drawer.attachmentsHint', { size: SIZE_TEXT, max: MAX_ATTACHMENTS })}
      error={saver.errors.attachments}
      accept={IMAGE_MIME_TYPES}
      maxBytes={MAX_ATTACHMENT_BYTES}
      room={room}
      buttonLabel={t('drawer.attachments')}
      prompt={<Text size="sm">{t('drawer.attachmentsDrop')}</Text>}
      problemMessage={(problem, file) =>
        problem === 'too-large'
          ? t('drawer.attachmentsTooLarge', { name: file.name, size: SIZE_TEXT })
          : problem === 'too-many'
            ? t('drawer.attachmentsMax', { max: MAX_ATTACHMENTS })
            : t('drawer.attachmentsRejected', { name: file.name })
      }
      onAdd={(urls) => saver.save({ attachments: [...card.attachments, ...urls] })}
      compact
    >
      {card.attachments.length > 0 && (
        <Group gap="xs">
          {card.attachments.map((url, index) => (
            <div key={`${index}-${url.slice(-24)}`} className={classes.thumb}>
              <img src={url} alt={t('drawer.attachmentAlt', { index: index + 1 })} />
              <ActionIcon
                className={classes.thumbRemove}
                size="sm"
                color="dark"
                variant="filled"
                aria-label={t('drawer.attachmentRemove', { index: index + 1 })}
                onClick={() =>
                  saver.save({ attachments: card.attachments.filter((_, i) => i !== index) })
                }
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </div>
          ))}
        </Group>
      )}
    </FileDrop>
  )
}
