/**
 * A rich text field (tiptap through @mantine/tiptap). Import it only from route-split screens
 * (today the product editor): tiptap and its styles then ship in that chunk, never in the entry.
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
  /** Put on the editable element (the wrapper is not the control). */
  'data-testid'?: string
}

export function RichTextField({
  label,
  initialValue,
  onChange,
  error,
  'data-testid': testId,
}: RichTextFieldProps) {
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
          ...(testId ? { 'data-testid': testId } : {}),
        },
      },
    })
  }, [editor, error, labelId, errorId, testId])
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
