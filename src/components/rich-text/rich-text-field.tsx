/**
 * A rich text field (tiptap through @mantine/tiptap). Import it only from route-split screens
 * (today the product editor): tiptap and its styles then ship in that chunk, never in the entry.
 */
import '@mantine/tiptap/styles.css'
import { Input } from '@mantine/core'
import { RichTextEditor } from '@mantine/tiptap'
import { useId } from 'react'
import { useRichTextEditor, useRichTextLabels } from './use-rich-text-editor'

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
  // The editable element is not a form control: its label and error are tied to it by id.
  const editor = useRichTextEditor({
    initialValue,
    onChange,
    attributes: {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      'aria-invalid': error ? 'true' : 'false',
      ...(error ? { 'aria-describedby': errorId } : {}),
      ...(testId ? { 'data-testid': testId } : {}),
    },
  })
  const labels = useRichTextLabels()

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
