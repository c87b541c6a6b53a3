/**
 * The body of compose: the app's rich-text editor with a mail's toolbar (no headings, as in mail
 * apps). Only the compose window imports it, and the window is loaded when compose first
 * opens, so the editor never ships with the mailbox itself.
 */
import '@mantine/tiptap/styles.css'
import { RichTextEditor } from '@mantine/tiptap'
import { useRichTextEditor, useRichTextLabels } from '@/components/rich-text/use-rich-text-editor'
import classes from './mail-compose.module.css'

interface ComposeEditorProps {
  /** The starting HTML (a quoted mail, a draft); later changes come from the editor itself. */
  initialValue: string
  onChange: (html: string) => void
  label: string
}

export function ComposeEditor({ initialValue, onChange, label }: ComposeEditorProps) {
  const editor = useRichTextEditor({
    initialValue,
    onChange,
    headings: false,
    attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, dir: 'auto' },
  })
  const labels = useRichTextLabels()

  return (
    <RichTextEditor editor={editor} labels={labels} className={classes.editor}>
      <RichTextEditor.Toolbar className={classes.toolbar}>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content className={classes.content} />
    </RichTextEditor>
  )
}
