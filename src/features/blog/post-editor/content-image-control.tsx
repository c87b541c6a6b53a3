import { FileButton, Loader } from '@mantine/core'
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap'
import type { Editor } from '@tiptap/core'
import { IconPhotoPlus } from '@tabler/icons-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { BLOG_IMAGE_TYPES } from '@/lib/api/schemas/blog'

interface ContentImageControlProps {
  onPick: (files: File[], editor: Editor, at: null) => void
  busy: boolean
}

/** The toolbar's picture button: a file picker whose pictures go in at the cursor. */
export function ContentImageControl({ onPick, busy }: ContentImageControlProps) {
  const { t } = useTranslation('blog')
  const { editor } = useRichTextEditorContext()
  // Cleared after each choice, so the same file can be chosen again.
  const resetRef = useRef<() => void>(null)
  return (
    <RichTextEditor.ControlsGroup>
      <FileButton
        multiple
        accept={BLOG_IMAGE_TYPES.join(',')}
        onChange={(files) => {
          if (files.length && editor) onPick(files, editor, null)
          resetRef.current?.()
        }}
        resetRef={resetRef}
        inputProps={{ 'aria-label': t('editor.image.pick') }}
      >
        {({ onClick }) => (
          <RichTextEditor.Control
            onClick={onClick}
            aria-label={t('editor.image.insert')}
            title={t('editor.image.insert')}
            aria-busy={busy || undefined}
            disabled={!editor}
          >
            {busy ? <Loader size={14} aria-hidden /> : <IconPhotoPlus size={16} stroke={1.5} />}
          </RichTextEditor.Control>
        )}
      </FileButton>
    </RichTextEditor.ControlsGroup>
  )
}
