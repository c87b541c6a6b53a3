/**
 * Alignment buttons for an editor made with `align: true`. They speak of start and end, not left
 * and right: in Arabic the first button aligns to the right, and its icon is mirrored to match.
 */
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap'
import {
  IconAlignCenter,
  IconAlignJustified,
  IconAlignLeft,
  IconAlignRight,
  type Icon,
} from '@tabler/icons-react'
import { useEditorState } from '@tiptap/react'
import { useTranslation } from 'react-i18next'
import type { TextAlignment } from './use-rich-text-editor'

const CONTROLS: { alignment: TextAlignment; icon: Icon; mirrored: boolean }[] = [
  { alignment: 'start', icon: IconAlignLeft, mirrored: true },
  { alignment: 'center', icon: IconAlignCenter, mirrored: false },
  { alignment: 'end', icon: IconAlignRight, mirrored: true },
  { alignment: 'justify', icon: IconAlignJustified, mirrored: false },
]

const LABELS = {
  start: 'richText.alignStart',
  center: 'richText.alignCenter',
  end: 'richText.alignEnd',
  justify: 'richText.alignJustify',
} as const

export function AlignControls() {
  const { t } = useTranslation()
  const { editor } = useRichTextEditorContext()
  // The alignment of the block at the cursor ("start" when it has none).
  const current = useEditorState({
    editor,
    selector: ({ editor: state }) => {
      if (!state || state.isDestroyed) return null
      const found = CONTROLS.find(
        ({ alignment }) => alignment !== 'start' && state.isActive({ textAlign: alignment }),
      )
      return found?.alignment ?? 'start'
    },
  })
  return (
    <RichTextEditor.ControlsGroup>
      {CONTROLS.map(({ alignment, icon: AlignIcon, mirrored }) => (
        <RichTextEditor.Control
          key={alignment}
          aria-label={t(LABELS[alignment])}
          title={t(LABELS[alignment])}
          active={current === alignment}
          disabled={!editor}
          onClick={() => {
            if (!editor) return
            const chain = editor.chain().focus()
            // "start" is the blocks' own alignment: no value at all.
            const aligned =
              alignment === 'start' ? chain.unsetTextAlign() : chain.setTextAlign(alignment)
            aligned.run()
          }}
        >
          <AlignIcon size={16} stroke={1.5} className={mirrored ? 'flip-rtl' : undefined} />
        </RichTextEditor.Control>
      ))}
    </RichTextEditor.ControlsGroup>
  )
}
