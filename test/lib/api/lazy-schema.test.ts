import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/api/schemas/lazy-schema'

describe('lazySchema', () => {
  it('builds the schema on its first use, once', () => {
    const make = vi.fn(() => z.object({ name: z.string() }))
    const schema = lazySchema(make)
    expect(make).not.toHaveBeenCalled()
    expect(schema.parse({ name: 'Avery' })).toEqual({ name: 'Avery' })
    expect(schema.safeParse({ name: 3 }).success).toBe(false)
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('works wherever zod takes the schema itself: nested, extended, picked, as an instance', () => {
    const person = lazySchema(() => z.object({ name: z.string(), age: z.number() }))
    const team = lazySchema(() => z.object({ lead: person, members: z.array(person) }))
    expect(team.parse({ lead: { name: 'A', age: 30 }, members: [{ name: 'B', age: 4 }] })).toEqual({
      lead: { name: 'A', age: 30 },
      members: [{ name: 'B', age: 4 }],
    })
    expect(team.safeParse({ lead: { name: 'A' }, members: [] }).success).toBe(false)

    const withEmail = z.extend(person, { email: z.email() })
    expect(withEmail.safeParse({ name: 'A', age: 1, email: 'no' }).success).toBe(false)
    expect(Object.keys(z.pick(person, { name: true }).shape)).toEqual(['name'])
    expect(person).toBeInstanceOf(z.ZodMiniObject)
    expect(Object.keys(person.shape)).toEqual(['name', 'age'])
  })

  it('gives the same JSON Schema as the schema it stands for', () => {
    const make = () => z.object({ id: z.string(), tags: z.array(z.enum(['a', 'b'])) })
    expect(z.toJSONSchema(lazySchema(make))).toEqual(z.toJSONSchema(make()))
  })

  it('reports the same issues, refinements included', () => {
    const make = () =>
      z.string().check(z.minLength(3, 'too_short'), z.regex(/^[a-z]+$/, 'lowercase'))
    const issues = (schema: ReturnType<typeof make>, value: string) =>
      schema.safeParse(value).error?.issues.map((issue) => issue.message)
    expect(issues(lazySchema(make), 'A')).toEqual(issues(make(), 'A'))
    expect(issues(lazySchema(make), 'A')).toEqual(['too_short', 'lowercase'])
  })
})

describe('the contract schemas', () => {
  it('are all built lazily, so loading them builds nothing before the first paint', () => {
    const dir = 'src/lib/api/schemas'
    const eager = readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        readFileSync(join(dir, file), 'utf8')
          .split('\n')
          .filter((line) => /^(export )?const \w+(: [^=]+)? = z\./.test(line))
          .map((line) => `${file}: ${line}`),
      )
    expect(eager).toEqual([])
  })
})
