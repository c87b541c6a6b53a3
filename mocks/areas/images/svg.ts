import { HttpResponse } from 'msw'
import { PICTURE_HEADERS } from './pictures'

/** A drawn picture as an answer: the same seed always draws the same picture. */
export const svg = (body: string) => new HttpResponse(body, { headers: { ...PICTURE_HEADERS } })
