/**
 * The public team page's people (GET /api/users/team, public): docs/api.md, "Users". A visitor
 * is not signed in, so the answer carries only what a team page shows: no e-mail, phone, address,
 * status, username or id, nothing a stranger could use to reach or find the person.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { userSchema } from './account'

/** The quotes the about page shows; the app holds their words (`about:testimonials.quotes.<id>`). */
export const TESTIMONIAL_IDS = [
  'fastStart',
  'reports',
  'languages',
  'scheduling',
  'permissions',
  'accessibility',
] as const
export type TestimonialId = (typeof TESTIMONIAL_IDS)[number]

/** A member of the team: name, job title, country (ISO code) and picture. */
export const teamMemberSchema = lazySchema(() =>
  z.pick(userSchema, {
    displayName: true,
    jobTitle: true,
    country: true,
    avatarUrl: true,
  }),
)
export type TeamMember = z.infer<typeof teamMemberSchema>

/** A customer quoted on the page, with the company they speak for. */
export const testimonialAuthorSchema = lazySchema(() =>
  z.pick(userSchema, {
    displayName: true,
    jobTitle: true,
    company: true,
    avatarUrl: true,
  }),
)
export type TestimonialAuthor = z.infer<typeof testimonialAuthorSchema>

export const testimonialSchema = lazySchema(() =>
  z.object({
    id: z.enum(TESTIMONIAL_IDS),
    author: testimonialAuthorSchema,
  }),
)
export type Testimonial = z.infer<typeof testimonialSchema>

export const teamResponseSchema = lazySchema(() =>
  z.object({
    team: z.array(teamMemberSchema),
    testimonials: z.array(testimonialSchema),
  }),
)
export type TeamResponse = z.infer<typeof teamResponseSchema>
