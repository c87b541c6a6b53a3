/**
 * The one tiptap set-up behind every rich-text editor of the app (the product description, the
 * mail body, the blog post): the same marks and links, the same change reporting, the same
 * translated controls. An editor asks for more (alignment, pictures, files pasted or dropped)
 * through options rather than a set-up of its own.
 * Import it only from route-split or lazily loaded screens: tiptap then never ships in the entry.
 */
import type { RichTextEditorLabels } from '@mantine/tiptap'
import type { AnyExtension, Editor, EditorOptions } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import TextAlign from '@tiptap/extension-text-align'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Alignments are logical (`text-align: start | end`): "start" is the left in English and the right
 * in Arabic, so a post keeps its meaning whichever way its paragraphs run. No value means start.
 */
export const TEXT_ALIGNMENTS = ['start', 'center', 'end', 'justify'] as const
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number]

/**
 * Files pasted (with no text beside them) or dropped into the editor (`at`: the document position
 * of a drop, null for a paste). Answer true when they were taken, so the editor does not insert
 * them itself.
 */
export type EditorFilesHandler = (files: File[], editor: Editor, at: number | null) => boolean

/** Shortcuts keep their letters' sense: Mod-Shift-L aligns to the left, which is the end in rtl. */
const LogicalTextAlign = TextAlign.extend({
  addKeyboardShortcuts() {
    const rtl = () => document.documentElement.dir === 'rtl'
    return {
      'Mod-Shift-l': () =>
        rtl() ? this.editor.commands.setTextAlign('end') : this.editor.commands.unsetTextAlign(),
      'Mod-Shift-e': () => this.editor.commands.setTextAlign('center'),
      'Mod-Shift-r': () =>
        rtl() ? this.editor.commands.unsetTextAlign() : this.editor.commands.setTextAlign('end'),
      'Mod-Shift-j': () => this.editor.commands.setTextAlign('justify'),
    }
  },
})

interface RichTextEditorOptions {
  /** The starting HTML; later changes come from the editor itself. */
  initialValue: string
  /** The HTML after each change ('' when the editor is empty). */
  onChange: (html: string) => void
  /** Headings and code blocks (a mail has neither). */
  headings?: boolean
  /** Paragraph and heading alignment (`TEXT_ALIGNMENTS`). */
  align?: boolean
  /** Pictures as blocks (`<img src alt>`); only addresses, never data: URLs. */
  images?: boolean
  /** Files pasted or dropped into the text. */
  onFiles?: EditorFilesHandler
  /** Put on the editable element, which is the control (its role, name, state, test id). */
  attributes: Record<string, string>
}

export function useRichTextEditor({
  initialValue,
  onChange,
  headings = true,
  align = false,
  images = false,
  onFiles,
  attributes,
}: RichTextEditorOptions) {
  // The editor keeps the callbacks it was created with; these refs always hold the latest.
  const onChangeRef = useRef(onChange)
  const onFilesRef = useRef(onFiles)
  useEffect(() => {
    onChangeRef.current = onChange
    onFilesRef.current = onFiles
  })
  // The editor is made once; these only matter then (and stay the same array until they change).
  const extensions = useMemo(() => {
    const list: AnyExtension[] = [
      // The starter kit carries its own link mark; ours is configured here instead.
      StarterKit.configure(
        headings ? { link: false } : { link: false, heading: false, codeBlock: false },
      ),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
    ]
    if (align)
      list.push(
        LogicalTextAlign.configure({
          types: ['heading', 'paragraph'],
          alignments: [...TEXT_ALIGNMENTS],
          defaultAlignment: null,
        }),
      )
    if (images) list.push(Image.configure({ inline: false, allowBase64: false }))
    return list
  }, [headings, align, images])
  // The paste and drop handlers need the editor they belong to.
  const editorRef = useRef<Editor | null>(null)
  // The same object while the attributes' values stay: tiptap compares its options on every
  // render and, when one is new, sets them all again (a render of the form around the field, on
  // each key typed in another field, would otherwise update the whole editor).
  const attributesKey = JSON.stringify(attributes)
  const editorProps = useMemo(
    (): EditorOptions['editorProps'] => ({
      attributes: JSON.parse(attributesKey) as Record<string, string>,
      handlePaste: (_view, event) => {
        const clipboard = event.clipboardData
        // Copying from a page or an office document brings text with the files: the text wins.
        if (!clipboard || clipboard.types.some((type) => type.startsWith('text/'))) return false
        const files = [...clipboard.files]
        const editor = editorRef.current
        if (!editor || files.length === 0 || !onFilesRef.current) return false
        return onFilesRef.current(files, editor, null)
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = [...(event.dataTransfer?.files ?? [])]
        const editor = editorRef.current
        if (moved || !editor || files.length === 0 || !onFilesRef.current) return false
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos ?? null
        return onFilesRef.current(files, editor, at)
      },
    }),
    [attributesKey],
  )

  const editor = useEditor({
    extensions,
    content: initialValue,
    // Attributes change with the field's state (an error): tiptap applies a new `editorProps`.
    editorProps,
    immediatelyRender: true,
    // Typing must not re-render the whole form: the toolbar follows the editor on its own.
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) =>
      onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  })
  useEffect(() => {
    editorRef.current = editor
  }, [editor])
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
      codeBlockControlLabel: t('richText.codeBlock'),
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
