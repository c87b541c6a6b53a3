import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconShieldCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { RoleGuard } from '@/components/role-guard'
import classes from './permission-denied.module.css'

export const ADMIN_ONLY_ROLES = ['admin'] as const

/** Demonstrates the role rule: admins see the content, everyone else the denied state. */
export function PermissionDeniedPage({ role }: { role: string | undefined }) {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader description={t('permission.description')} />
      <RoleGuard roles={ADMIN_ONLY_ROLES} role={role}>
        <Stack gap="lg">
          <Title order={2} className={classes.sectionTitle}>
            {t('permission.granted')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
            {[1, 2, 3, 4].map((n) => (
              <Card key={n} className={classes.card}>
                <ThemeIcon variant="light" size={48} radius="md" mb="md">
                  <IconShieldCheck size={26} aria-hidden />
                </ThemeIcon>
                <Text fw={600}>{t('permission.cardTitle', { n })}</Text>
                <Text size="sm" c="dimmed">
                  {t('permission.cardBody')}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      </RoleGuard>
    </>
  )
}
