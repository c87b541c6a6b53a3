import { PasswordInput, type PasswordInputProps } from '@mantine/core'

/**
 * Mantine's PasswordInput marks its inner input invalid only with a data attribute; this adds
 * aria-invalid so screen readers announce the error state like every other field.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={props.error ? true : undefined} {...props} />
}
