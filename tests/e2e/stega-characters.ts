/** The invisible characters `@vercel/stega` encodes with (stega in `@sanity/client`). */
export const stegaCharacters = /[\u200B-\u200D\uFEFF\u2060-\u2064]|[\u{1D173}-\u{1D17A}]/u
