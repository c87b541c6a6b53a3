import { Box, type BoxProps } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import classes from './logo.module.css'

interface LogoProps extends BoxProps {
  /** Show the product name beside the mark. */
  withName?: boolean
  size?: number
}

/** The product mark: three tiles of the primary colour, so it follows the preset. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden focusable="false">
      <rect x="2" y="2" width="17" height="17" rx="5" fill="var(--mantine-color-primary-4)" />
      <rect x="21" y="2" width="17" height="17" rx="8.5" fill="var(--mantine-color-primary-6)" />
      <rect x="2" y="21" width="17" height="17" rx="8.5" fill="var(--mantine-color-primary-8)" />
      <rect x="21" y="21" width="17" height="17" rx="5" fill="var(--mantine-color-primary-6)" />
    </svg>
  )
}

export function Logo({ withName = false, size = 36, ...props }: LogoProps) {
  const { t } = useTranslation()
  return (
    <Box {...props}>
      <Link to="/" className={classes.link} aria-label={t('app.goHome', { name: t('app.name') })}>
        <LogoMark size={size} />
        {withName && <span className={classes.name}>{t('app.name')}</span>}
      </Link>
    </Box>
  )
}
