import { Text } from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { AlignControls } from '@/components/rich-text/align-controls'
import { RichTextField } from '@/components/rich-text/rich-text-field'
import { ContentImageControl } from './content-image-control'
import { useContentImages } from './use-content-images'

interface PostContentFieldProps {
  /** The starting HTML (remount the field to start again from other HTML). */
  initialValue: string
  onChange: (html: string) => void
  error?: string
}

/**
 * The post's text: the app's rich-text field with headings, code blocks, alignment and pictures
 * (toolbar, paste or drop), and what happened to the pictures below it. Memoised: a key typed in
 * another field of the form leaves the editor and its toolbar alone.
 */
export const PostContentField = memo(function PostContentField({
  initialValue,
  onChange,
  error,
}: PostContentFieldProps) {
  const { t } = useTranslation('blog')
  const images = useContentImages()
  return (
    <RichTextField
      label={t('editor.content')}
      description={t('editor.contentHint')}
      required
      codeBlock
      align
      images
      initialValue={initialValue}
      onChange={onChange}
      onFiles={images.onFiles}
      error={error}
      minHeight={320}
      controls={
        <>
          <AlignControls />
          <ContentImageControl
            onPick={(files, editor) => void images.add(files, editor, null)}
            busy={images.uploading.length > 0}
          />
        </>
      }
      footer={
        <div aria-live="polite" data-testid="content-images-status">
          {images.uploading.map((name) => (
            <Text key={name} size="sm" c="dimmed" mt={4}>
              {t('editor.image.uploading', { name })}
            </Text>
          ))}
          {images.messages.map((message) => (
            <Text key={message} size="sm" c="var(--mantine-color-error)" mt={4}>
              {message}
            </Text>
          ))}
        </div>
      }
      data-testid="content-editor"
    />
  )
})
