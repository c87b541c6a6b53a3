import { Alert } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/**
 * A form's error that belongs to no field (the server refused, the network failed), shown above
 * the fields and announced. Renders nothing without a message.
 */
export function FormErrorAlert({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
      {children}
    </Alert>
  )
}
