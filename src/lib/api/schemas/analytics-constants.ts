/**
 * The analytics dashboard's fixed values, without zod: the mock API's records import these with
 * the first visit, so this module stays free of schemas (analytics.ts builds its schemas from it).
 */

/** Where a visit came from; every visit has exactly one. */
export const TRAFFIC_SOURCES = ['direct', 'search', 'social', 'referral', 'email'] as const
export type TrafficSource = (typeof TRAFFIC_SOURCES)[number]

/** The sites and networks counted by name: Google is part of `search`, the others of `social`. */
export const TRAFFIC_SITES = ['google', 'facebook', 'linkedin', 'twitter'] as const
export type TrafficSite = (typeof TRAFFIC_SITES)[number]

/** The current visits pie's slices. */
export const CONTINENTS = ['americas', 'europe', 'asia', 'africa', 'oceania'] as const
export type Continent = (typeof CONTINENTS)[number]
