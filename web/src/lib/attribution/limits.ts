/** The campaign tags kept; any other parameter of the address is ignored. */
export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type UtmKey = (typeof utmKeys)[number]

/** Longest tag value kept, and longest path. */
export const utmMaxLength = 100
export const pathMaxLength = 200
