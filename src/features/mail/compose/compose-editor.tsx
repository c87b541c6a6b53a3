/**
 * The body of compose: tiptap through @mantine/tiptap with a mail's toolbar (no headings, as in
 * mail apps). Only the compose window imports it, and the window is loaded when compose first
 * opens, so the editor never ships with the mailbox itself.
 */
import '@mantine/tiptap/styles.css'
import { RichTextEditor } from '@mantine/tiptap'
import Link from '@tiptap/extension-link'
import { useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './mail-compose.module.css'

interface ComposeEditorProps {
  /** The starting HTML (a quoted mail, a draft); later changes come from the editor itself. */
  initialValue: string
  onChange: (html: string) => void
  label: string
}

export function ComposeEditor({ initialValue, onChange, label }: ComposeEditorProps) {
  const { t } = useTranslation()
  // The editor keeps the callbacks it was created with; this ref always holds the latest.
  const onChangeRef = useRef(onChange)
  useEffect(() => {
    onChangeRef.current = onChange
  })
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: false, codeBlock: false }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' }),
    ],
    content: initialValue,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, dir: 'auto' },
    },
    onUpdate: ({ editor: current }) =>
      onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  })
  const labels = useMemo(
    () => ({
      boldControlLabel: t('richText.bold'),
      italicControlLabel: t('richText.italic'),
      underlineControlLabel: t('richText.underline'),
      bulletListControlLabel: t('richText.bulletList'),
      orderedListControlLabel: t('richText.orderedList'),
      blockquoteControlLabel: t('richText.blockquote'),
      linkControlLabel: t('richText.link'),
      unlinkControlLabel: t('richText.unlink'),
      linkEditorInputLabel: t('richText.linkUrl'),
      linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
      linkEditorExternalLink: t('richText.linkExternal'),
      linkEditorInternalLink: t('richText.linkInternal'),
      linkEditorSave: t('richText.linkSave'),
    }),
    [t],
  )

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
