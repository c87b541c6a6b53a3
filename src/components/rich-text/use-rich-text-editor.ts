/**
 * The one tiptap set-up behind every rich-text editor of the app (the product description, the
 * mail body): the same marks and links, the same change reporting, the same translated controls.
 * Import it only from route-split or lazily loaded screens: tiptap then never ships in the entry.
 */
import type { RichTextEditorLabels } from '@mantine/tiptap'
import Link from '@tiptap/extension-link'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'

interface RichTextEditorOptions {
  /** The starting HTML; later changes come from the editor itself. */
  initialValue: string
  /** The HTML after each change ('' when the editor is empty). */
  onChange: (html: string) => void
  /** Headings and code blocks (a mail has neither). */
  headings?: boolean
  /** Put on the editable element, which is the control (its role, name, state, test id). */
  attributes: Record<string, string>
}

export function useRichTextEditor({
  initialValue,
  onChange,
  headings = true,
  attributes,
}: RichTextEditorOptions) {
  // The editor keeps the callbacks it was created with; this ref always holds the latest.
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  const editor = useEditor({
    extensions: [
      // The starter kit carries its own link mark; ours is configured here instead.
      StarterKit.configure(
        headings ? { link: false } : { link: false, heading: false, codeBlock: false },
      ),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
    ],
    content: initialValue,
    // Named from the first render; later changes follow below.
    editorProps: { attributes },
    immediatelyRender: true,
    // Typing must not re-render the whole form: the toolbar follows the editor on its own.
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) =>
      onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  })
  // Attributes change with the field's state (an error): applied whenever their values do.
  const attributesKey = JSON.stringify(attributes)
  useEffect(() => {
    editor.setOptions({
      editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> },
    })
  }, [editor, attributesKey])
  return editor
}

/** Every control's name in the page's language (a toolbar uses the ones it shows). */
export function useRichTextLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation()
  return useMemo(
    () => ({
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      underlineControlLabel: t('richText.underline'),
      strikeControlLabel: t('richText.strike'),
      clearFormattingControlLabel: t('richText.clearFormatting'),
      h2ControlLabel: t('richText.heading2'),
      h3ControlLabel: t('richText.heading3'),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      blockquoteControlLabel: t('richText.blockquote'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      undoControlLabel: t('richText.undo'),
      redoControlLabel: t('richText.redo'),
      linkEditorInputLabel: t('richText.linkUrl'),
      linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
      linkEditorExternalLink: t('richText.linkExternal'),
      linkEditorInternalLink: t('richText.linkInternal'),
      linkEditorSave: t('richText.linkSave'),
    }),
    [t],
  )
}
