/** Time left until a moment, split for display. Pure: the page supplies "now". */

export interface Remaining {
  days: number
  hours: number
  minutes: number
  seconds: number
  done: boolean
}

export function timeRemaining(target: Date, now: Date): Remaining {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: total === 0,
  }
}

/** The launch the Coming soon page counts down to. */
export const LAUNCH_AT = new Date('2027-03-01T09:00:00Z')
