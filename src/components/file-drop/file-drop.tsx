import '@mantine/dropzone/styles.css'
import { Button, Group, Input, Stack, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react'
import { useId, useRef, useState, type ReactNode } from 'react'
import { checkDrop, readAsDataUrl, type FileProblem } from '@/lib/files'

interface FileDropProps {
  label: string
  /** The limits in words, tied to the button. */
  description: string
  error?: string
  required?: boolean
  accept: readonly string[]
  maxBytes: number
  /** How many more files the field takes. */
  room: number
  /** The zone's text (what to drop, which types). */
  prompt: ReactNode
  buttonLabel: string
  /** Why one file was not added, in the area's words. */
  problemMessage: (problem: FileProblem, file: File) => string
  /** The accepted files, read as data URLs, in the order they were dropped. */
  onAdd: (urls: string[]) => void
  /** Smaller zone, icons and button (in a drawer). */
  compact?: boolean
  /** The previews of what the field holds. */
  children?: ReactNode
  'data-testid'?: string
  /** Test id of the refusal messages' live region. */
  problemsTestId?: string
}

/**
 * Drop or pick files: the zone is a drop target for the mouse; the keyboard and screen readers
 * use the button, so the zone itself is not a control (no nested controls, one clear name).
 * Wrong types, oversized files and files past the field's room are named below, not dropped
 * silently.
 */
export function FileDrop({
  label,
  description,
  error,
  required,
  accept,
  maxBytes,
  room,
  prompt,
  buttonLabel,
  problemMessage,
  onAdd,
  compact = false,
  children,
  'data-testid': testId,
  problemsTestId,
}: FileDropProps) {
  const id = useId()
  const openRef = useRef<() => void>(null)
  const [messages, setMessages] = useState<string[]>([])
  const full = room <= 0
  const iconSize = compact ? 24 : 40

  const add = async (accepted: File[], refused: Parameters<typeof checkDrop<File>>[1]) => {
    const { files, problems } = checkDrop(accepted, refused, room)
    // The same sentence twice (e.g. "at most 10") is said once.
    setMessages([...new Set(problems.map(({ problem, file }) => problemMessage(problem, file)))])
    const urls = await Promise.all(files.map(readAsDataUrl))
    if (urls.length) onAdd(urls)
  }

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      required={required}
      error={error}
      errorProps={{ id: `${id}-error` }}
      description={description}
      descriptionProps={{ id: `${id}-hint` }}
    >
      <Stack gap={compact ? 'xs' : 'sm'} mt={6}>
        <Dropzone
          onDrop={() => undefined}
          onDropAny={(files, rejections) => void add(files, rejections)}
          accept={[...accept]}
          maxSize={maxBytes}
          disabled={full}
          radius="md"
          p={compact ? 'sm' : undefined}
          openRef={openRef}
          activateOnKeyboard={false}
          role={undefined}
          tabIndex={-1}
          inputProps={{ 'aria-label': label }}
          data-testid={testId}
        >
          <Group justify="center" gap={compact ? 'sm' : 'md'} mih={compact ? 56 : 120}>
            <Dropzone.Accept>
              <IconUpload size={iconSize} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={iconSize} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoPlus size={iconSize} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
            {prompt}
          </Group>
        </Dropzone>
        <Group>
          <Button
            size={compact ? 'xs' : 'sm'}
            variant="default"
            leftSection={<IconPhotoPlus size={compact ? 16 : 18} aria-hidden />}
            onClick={() => openRef.current?.()}
            disabled={full}
            aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
            data-focus-on-error={error ? true : undefined}
          >
            {buttonLabel}
          </Button>
        </Group>
        <div aria-live="polite" data-testid={problemsTestId}>
          {messages.map((message) => (
            <Text key={message} size="sm" c="var(--mantine-color-error)">
              {message}
            </Text>
          ))}
        </div>
        {children}
      </Stack>
    </Input.Wrapper>
  )
}
