/** GET /api/users/team: the about page's people, public, read-only, only what a team page shows. */
import { describe, expect, it } from 'vitest'
import { teamResponseSchema, TESTIMONIAL_IDS, type TeamResponse } from '@/lib/api/schemas/team'
import { TEAM_DIRECTORY_NUMBERS, TESTIMONIAL_AUTHORS } from '../../mocks/areas/users/team'
import { getDb } from '../../mocks/db/database'
import { DIRECTORY, directoryUserId } from '../../mocks/lib/directory'
import type { UserRecord } from '../../mocks/lib/people'
import { call, login } from './client'

const team = async () => {
  const answer = await call<TeamResponse>('GET', '/api/users/team')
  expect(answer.status).toBe(200)
  return answer.json
}

const keysOf = (value: object) => Object.keys(value).sort()

async function update(n: number, change: (draft: UserRecord) => void) {
  const db = await getDb()
  await db.users.update((q) => q.where({ id: directoryUserId(n) }), { data: change })
}

describe('GET /api/users/team', () => {
  it('answers without a token, with exactly the public fields', async () => {
    const body = await team()
    expect(teamResponseSchema.parse(body)).toEqual(body)
    expect(body.team).toHaveLength(8)
    expect(body.testimonials.map((t) => t.id)).toEqual([...TESTIMONIAL_IDS])
    for (const member of body.team)
      expect(keysOf(member)).toEqual(['avatarUrl', 'country', 'displayName', 'jobTitle'])
    for (const testimonial of body.testimonials) {
      expect(keysOf(testimonial)).toEqual(['author', 'id'])
      expect(keysOf(testimonial.author)).toEqual([
        'avatarUrl',
        'company',
        'displayName',
        'jobTitle',
      ])
    }
    // Nothing private slips through under another name.
    const db = await getDb()
    const text = JSON.stringify(body)
    for (const n of [...TEAM_DIRECTORY_NUMBERS, ...Object.values(TESTIMONIAL_AUTHORS)]) {
      const person = db.users.findFirst((q) => q.where({ id: directoryUserId(n) }))!
      for (const secret of [person.email, person.phoneNumber, person.address, person.username])
        expect(text).not.toContain(secret)
    }
  })

  it('is the same answer every time, for a visitor and a signed-in user alike', async () => {
    const first = await team()
    expect(await team()).toEqual(first)
    const token = await login()
    expect((await call('GET', '/api/users/team', { token })).json).toEqual(first)
  })

  it('shows directory people: their names and titles as the directory has them now', async () => {
    const body = await team()
    expect(body.team.map((m) => m.displayName)).toEqual(
      TEAM_DIRECTORY_NUMBERS.map((n) => `${DIRECTORY[n]!.firstName} ${DIRECTORY[n]!.lastName}`),
    )
    expect(body.team.map((m) => m.jobTitle)).toEqual(
      TEAM_DIRECTORY_NUMBERS.map((n) => DIRECTORY[n]!.jobTitle),
    )
    expect(body.testimonials.map((t) => t.author.company)).toEqual(
      Object.values(TESTIMONIAL_AUTHORS).map((n) => DIRECTORY[n]!.company),
    )

    // The directory changes (an admin edits someone): the about page shows it at once.
    await update(TEAM_DIRECTORY_NUMBERS[0], (draft) => {
      draft.jobTitle = 'Head of engineering'
    })
    expect((await team()).team[0]).toMatchObject({ jobTitle: 'Head of engineering' })
  })

  it('leaves out whoever is not active with a public profile, without putting someone else in', async () => {
    const before = await team()
    await update(TEAM_DIRECTORY_NUMBERS[1], (draft) => {
      draft.isPublic = false
    })
    await update(TESTIMONIAL_AUTHORS.reports, (draft) => {
      draft.status = 'banned'
    })
    const after = await team()
    expect(after.team).toEqual(before.team.filter((_, index) => index !== 1))
    expect(after.testimonials.map((t) => t.id)).toEqual(
      TESTIMONIAL_IDS.filter((id) => id !== 'reports'),
    )
  })

  it('links pictures a visitor can load without a token', async () => {
    const body = await team()
    const pictures = [
      ...body.team.map((m) => m.avatarUrl),
      ...body.testimonials.map((t) => t.author.avatarUrl),
    ].filter((url): url is string => url !== null)
    expect(pictures.length).toBeGreaterThan(0)
    for (const url of pictures) {
      const response = await fetch(`http://localhost${url}`)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\//)
    }
  })
})
