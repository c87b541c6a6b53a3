import { ActionIcon, Popover, Tooltip, UnstyledButton, useDirection } from '@mantine/core'
import { IconMoodSmile } from '@tabler/icons-react'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './composer.module.css'

/** The common emoji of a chat, in a fixed order (no emoji library: a grid is all we need). */
export const EMOJIS = [
  '😀', '😃', '😄', '😁', '😆', '😅', '😂', '🙂',
  '😉', '😊', '😍', '😘', '😎', '🤩', '🥳', '😇',
  '🤔', '😐', '🙃', '😴', '😮', '😢', '😭', '😡',
  '👍', '👎', '👏', '🙌', '🙏', '💪', '👋', '🤝',
  '✌️', '👌', '🤞', '👀', '❤️', '💔', '🔥', '✨',
  '🎉', '✅', '❌', '⭐', '💯', '☕', '🚀', '💡',
] // prettier-ignore

const COLUMNS = 8

interface EmojiPickerProps {
  onPick: (emoji: string) => void
  disabled?: boolean
}

/**
 * A button opening a small grid of emoji. Arrow keys move through the grid (mirrored in rtl),
 * Home and End jump to a row's ends; a pick closes the grid and the text field takes it at the
 * cursor.
 */
export function EmojiPicker({ onPick, disabled }: EmojiPickerProps) {
  const { t } = useTranslation('chat')
  const { dir } = useDirection()
  const [opened, setOpened] = useState(false)

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')]
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
    if (index < 0) return
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    const rowStart = index - (index % COLUMNS)
    const target =
      event.key === forward
        ? index + 1
        : event.key === back
          ? index - 1
          : event.key === 'ArrowDown'
            ? index + COLUMNS
            : event.key === 'ArrowUp'
              ? index - COLUMNS
              : event.key === 'Home'
                ? rowStart
                : event.key === 'End'
                  ? Math.min(rowStart + COLUMNS - 1, buttons.length - 1)
                  : null
    if (target === null) return
    event.preventDefault()
    buttons[Math.max(0, Math.min(buttons.length - 1, target))]?.focus()
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="top-start"
      shadow="md"
      trapFocus
      returnFocus={false}
    >
      <Popover.Target>
        <Tooltip label={t('composer.emoji')} disabled={opened}>
          <ActionIcon
            size="lg"
            onClick={() => setOpened((open) => !open)}
            aria-label={t('composer.emoji')}
            aria-expanded={opened}
            disabled={disabled}
          >
            <IconMoodSmile size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={6} aria-label={t('composer.emojiList')}>
        {/* A keyboard widget: the arrow keys move focus between its buttons. */}
        <div
          role="toolbar"
          aria-label={t('composer.emojiList')}
          className={classes.emojiGrid}
          onKeyDown={move}
        >
          {EMOJIS.map((emoji) => (
            <UnstyledButton
              key={emoji}
              className={classes.emoji}
              onClick={() => {
                setOpened(false)
                onPick(emoji)
              }}
            >
              {emoji}
            </UnstyledButton>
          ))}
        </div>
      </Popover.Dropdown>
    </Popover>
  )
}
