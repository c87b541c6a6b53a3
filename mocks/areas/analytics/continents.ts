/**
 * The continent of each country visitors come from, for the current visits pie. The seed draws
 * visits from the directory's countries, which test/mocks/analytics.test.ts checks are all here; a
 * country missing would only be left out of the pie, its visits still counted everywhere else.
 */
import type { Continent } from '@/lib/api/schemas/analytics-constants'

const BY_CONTINENT: Record<Continent, string> = {
  americas: 'US CA MX BR AR CO CL PE',
  europe: 'IE DE IT FR SE GB ES NO PL CH PT BE FI CZ BG NL AT DK GR RO TR',
  asia: 'CN LB VN JP IN KR AE SA JO IL SG ID TH MY PH',
  africa: 'NG EG MA GH ZA DZ TN SD KE',
  oceania: 'AU NZ',
}

export const CONTINENT_OF: ReadonlyMap<string, Continent> = new Map(
  Object.entries(BY_CONTINENT).flatMap(([continent, codes]) =>
    codes.split(' ').map((code) => [code, continent as Continent] as const),
  ),
)
