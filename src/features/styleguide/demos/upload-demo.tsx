import { ActionIcon, Image, SimpleGrid, Text } from '@mantine/core'
import { IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FileDrop } from '@/components/file-drop/file-drop'
import { IMAGE_MIME_TYPES, type FileProblem } from '@/lib/files'
import { useFormatters } from '@/lib/i18n/format'
import { DemoSection, DemoStack } from './demo-section'
import classes from './upload.module.css'

const MAX_BYTES = 2 * 1024 * 1024
const ROOM = 4

export default function UploadDemo() {
  const { t } = useTranslation('styleguide')
  const format = useFormatters()
  const [pictures, setPictures] = useState<string[]>([])
  const size = format
    .numberFormat({ style: 'unit', unit: 'megabyte' })
    .format(MAX_BYTES / 1024 / 1024)
  // What both fields share: the picture types, the size limit and the words around them.
  const shared = {
    accept: IMAGE_MIME_TYPES,
    maxBytes: MAX_BYTES,
    prompt: (
      <Text size="sm" c="dimmed" ta="center">
        {t('upload.prompt')}
      </Text>
    ),
    buttonLabel: t('upload.button'),
    problemMessage: (problem: FileProblem, file: File) =>
      t(`upload.problem.${problem}`, { name: file.name, size }),
  }
  return (
    <DemoStack>
      <DemoSection title={t('upload.pictures')} hint={t('upload.picturesHint')}>
        <FileDrop
          label={t('upload.label')}
          description={t('upload.description', { size, count: ROOM })}
          room={ROOM - pictures.length}
          {...shared}
          onAdd={(urls) => setPictures((current) => [...current, ...urls].slice(0, ROOM))}
          data-testid="demo-file-drop"
        >
          {pictures.length > 0 && (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {pictures.map((url, index) => (
                <div key={url.slice(-32) + index} className={classes.preview}>
                  <Image
                    src={url}
                    alt={t('upload.preview', { number: index + 1 })}
                    radius="md"
                    h={96}
                  />
                  <ActionIcon
                    className={classes.remove}
                    variant="filled"
                    color="dark"
                    size="sm"
                    radius="xl"
                    aria-label={t('upload.remove', { number: index + 1 })}
                    onClick={() => setPictures((current) => current.filter((_, i) => i !== index))}
                  >
                    <IconX size={14} aria-hidden />
                  </ActionIcon>
                </div>
              ))}
            </SimpleGrid>
          )}
        </FileDrop>
      </DemoSection>
      <DemoSection title={t('upload.errorState')}>
        <FileDrop
          label={t('upload.coverLabel')}
          description={t('upload.description', { size, count: 1 })}
          error={t('upload.coverRequired')}
          required
          compact
          room={1}
          {...shared}
          onAdd={() => undefined}
        />
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { FileDrop } from '@/components/file-drop/file-drop'
import { IMAGE_MIME_TYPES, type FileProblem } from '@/lib/files'

// Drop or pick (the button is the keyboard's way); refusals are named below the zone.
<FileDrop
  label={t('cover')} description={t('coverHint')}
  accept={IMAGE_MIME_TYPES} maxBytes={2 * 1024 * 1024} room={1}
  prompt={<Text size="sm">{t('dropHere')}</Text>} buttonLabel={t('choose')}
  problemMessage={(problem, file) => t(\`problem.\${problem}\`, { name: file.name })}
  onAdd={([url]) => form.setFieldValue('cover', url)}
/>
// The bytes go to the API (lib/api/http.ts apiBlob), never only kept in memory.`
