import { SimpleGrid, Skeleton, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import { UserAvatar } from '@/components/user-avatar'
import { useFormatters } from '@/lib/i18n/format'
import { teamQueryOptions } from '../api/queries'
import classes from './about.module.css'
import { SectionHeading } from './section-heading'

const SKELETONS = Array.from({ length: 8 }, (_, index) => index)

/** The people of the directory the team call names; the name beside each picture says who it is. */
export function TeamSection() {
  const { t } = useTranslation('about')
  const format = useFormatters()
  const team = useQuery(teamQueryOptions())
  return (
    <section aria-labelledby="about-team" className={classes.section}>
      <SectionHeading id="about-team" title={t('team.title')} subtitle={t('team.subtitle')} />
      {team.isError ? (
        <QueryError query={team} />
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 2, sm: 3, md: 4 }}
          spacing="lg"
          className={classes.team}
          aria-busy={!team.data || undefined}
          data-testid="team"
        >
          {team.data
            ? team.data.team.map((member) => (
                <li key={member.displayName} className={classes.member}>
                  <UserAvatar user={member} size={88} radius={44} mx="auto" />
                  <Text fw={600} mt="md" className={classes.memberName}>
                    {member.displayName}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {member.jobTitle}
                  </Text>
                  {member.country && (
                    <Text size="xs" c="dimmed" mt={4}>
                      {format.country(member.country)}
                    </Text>
                  )}
                </li>
              ))
            : SKELETONS.map((key) => (
                <li key={key} className={classes.member}>
                  <Skeleton circle height={88} mx="auto" />
                  <Skeleton height={14} width="70%" mx="auto" mt="md" />
                  <Skeleton height={12} width="50%" mx="auto" mt={8} />
                </li>
              ))}
        </SimpleGrid>
      )}
    </section>
  )
}
