import { describe, expect, it } from 'vitest'
import { timeRemaining } from '@/features/misc/countdown'

describe('timeRemaining', () => {
  const target = new Date('2027-03-01T09:00:00Z')

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(timeRemaining(target, new Date('2027-02-27T07:58:30Z'))).toEqual({
      days: 2,
      hours: 1,
      minutes: 1,
      seconds: 30,
      done: false,
    })
  })

  it('stops at zero once the moment has passed', () => {
    expect(timeRemaining(target, new Date('2027-03-02T00:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: true,
    })
  })
})
