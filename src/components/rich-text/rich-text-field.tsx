/**
 * A rich text field (tiptap through @mantine/tiptap). Import it only from route-split screens
 * (the product and blog post editors): tiptap and its styles then ship in those chunks, never in
 * the entry. The common toolbar is always there; an editor that asks for more (alignment,
 * pictures) turns it on and adds its controls through `controls`.
 */
import '@mantine/tiptap/styles.css'
import { Input } from '@mantine/core'
import { RichTextEditor } from '@mantine/tiptap'
import { memo, useId, type ReactNode } from 'react'
import {
  useRichTextEditor,
  useRichTextLabels,
  type EditorFilesHandler,
} from './use-rich-text-editor'

interface RichTextFieldProps {
  label: string
  /** The starting HTML; later changes come from the editor itself. */
  initialValue: string
  onChange: (html: string) => void
  error?: string
  /** Said under the label and tied to the text (what goes in, the limits). */
  description?: ReactNode
  required?: boolean
  /** A code-block button (the editor has code blocks either way). */
  codeBlock?: boolean
  /**
   * Paragraph alignment; its buttons are `AlignControls` (./align-controls), given in `controls`
   * so that a field without alignment does not carry their icons.
   */
  align?: boolean
  /** Pictures as blocks (insert them with a control in `controls`, or through `onFiles`). */
  images?: boolean
  /** Files pasted or dropped into the text. */
  onFiles?: EditorFilesHandler
  /** More control groups, after the common ones (they find the editor through the context). */
  controls?: ReactNode
  /** Below the text: e.g. what happened to a picture being added. */
  footer?: ReactNode
  /** Minimum height of the text area. */
  minHeight?: number
  /** Put on the editable element (the wrapper is not the control). */
  'data-testid'?: string
}

/**
 * Memoised: a key typed in another field of the form leaves the editor and its toolbar alone, as
 * long as the form gives it the same props (a stable `onChange`: see the product editor's
 * DetailsSection). It keeps the latest `onChange` and `onFiles` it was given, whatever their
 * identity, so a new function each render is safe, only slower.
 */
export const RichTextField = memo(function RichTextField({
  label,
  initialValue,
  onChange,
  error,
  description,
  required,
  codeBlock = false,
  align = false,
  images = false,
  onFiles,
  controls,
  footer,
  minHeight = 180,
  'data-testid': testId,
}: RichTextFieldProps) {
  const id = useId()
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const descriptionId = `${id}-description`
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ')
  // The editable element is not a form control: its label and error are tied to it by id.
  const editor = useRichTextEditor({
    initialValue,
    onChange,
    align,
    images,
    onFiles,
    attributes: {
      role: 'textbox',
      'aria-multiline': 'true',
      // As `SafeHtml` shows it: each paragraph in the direction of its own text (an English
      // description typed on an Arabic page keeps its full stop at the end).
      dir: 'auto',
      'aria-labelledby': labelId,
      'aria-invalid': error ? 'true' : 'false',
      ...(required ? { 'aria-required': 'true' } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(testId ? { 'data-testid': testId } : {}),
    },
  })
  const labels = useRichTextLabels()

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      required={required}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={error}
      errorProps={{ id: errorId }}
      inputWrapperOrder={['label', 'description', 'input', 'error']}
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
            {codeBlock && <RichTextEditor.CodeBlock />}
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          {controls}
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={minHeight} />
      </RichTextEditor>
      {footer}
    </Input.Wrapper>
  )
})
