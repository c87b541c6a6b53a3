/**
 * The about page's team and quotes (docs/api.md, "GET /api/users/team"): public, since visitors
 * are not signed in, and read-only. Its pictures are the directory's own addresses, which need no
 * token either (`/api/images/avatars/*.svg`, `/api/users/avatar/:id`).
 */
import { http, HttpResponse } from 'msw'
import { route } from '../../lib/http'
import { publicTeam, publicTestimonials } from './team'

export const teamHandlers = [
  http.get(
    '*/api/users/team',
    route.public(({ db }) =>
      HttpResponse.json({ team: publicTeam(db), testimonials: publicTestimonials(db) }),
    ),
  ),
]
