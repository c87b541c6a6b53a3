/**
 * The description editor (tiptap through @mantine/tiptap). Only the editor routes import this
 * file, so tiptap and its styles ship in their chunk, not in the rest of the app.
 */
import '@mantine/tiptap/styles.css'
import { Input } from '@mantine/core'
import { RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap'
import Link from '@tiptap/extension-link'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'

interface RichTextFieldProps {
  label: string
  /** The starting HTML; later changes come from the editor itself. */
  initialValue: string
  onChange: (html: string) => void
  error?: string
}

export function RichTextField({ label, initialValue, onChange, error }: RichTextFieldProps) {
  const id = useId()
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  // The editor keeps the callbacks it was created with; this ref always holds the latest.
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  const editor = useEditor({
    extensions: [
      // The starter kit carries its own link mark; ours is configured here instead.
      StarterKit.configure({ link: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
    ],
    content: initialValue,
    immediatelyRender: true,
    // Typing must not re-render the whole form: the toolbar follows the editor on its own.
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) =>
      onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  })
  // The editable element is not a form control: its label and error are tied to it by id.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-invalid': error ? 'true' : 'false',
          ...(error ? { 'aria-describedby': errorId } : {}),
          'data-testid': 'description-editor',
        },
      },
    })
  }, [editor, error, labelId, errorId])
  const labels = useEditorLabels()

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        data-invalid={error ? true : undefined}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={180} />
      </RichTextEditor>
    </Input.Wrapper>
  )
}

function useEditorLabels(): Partial<RichTextEditorLabels> {
  const { t } = useTranslation('products')
  return useMemo(
    () => ({
      boldControlLabel: t('editor.bold'),
      italicControlLabel: t('editor.italic'),
      underlineControlLabel: t('editor.underline'),
      strikeControlLabel: t('editor.strike'),
      clearFormattingControlLabel: t('editor.clearFormatting'),
      h2ControlLabel: t('editor.heading2'),
      h3ControlLabel: t('editor.heading3'),
      bulletListControlLabel: t('editor.bulletList'),
      orderedListControlLabel: t('editor.orderedList'),
      blockquoteControlLabel: t('editor.blockquote'),
      linkControlLabel: t('editor.link'),
      unlinkControlLabel: t('editor.unlink'),
      undoControlLabel: t('editor.undo'),
      redoControlLabel: t('editor.redo'),
      linkEditorInputLabel: t('editor.linkUrl'),
      linkEditorInputPlaceholder: t('editor.linkPlaceholder'),
      linkEditorExternalLink: t('editor.linkExternal'),
      linkEditorInternalLink: t('editor.linkInternal'),
      linkEditorSave: t('editor.linkSave'),
    }),
    [t],
  )
}
