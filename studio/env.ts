/**
 * Where the Studio reads and writes content. Shared by sanity.config.ts (bundled for the browser,
 * where Sanity inlines `SANITY_STUDIO_*` variables at build time) and sanity.cli.ts (run by Node).
 *
 * The defaults are not a real project: they let `sanity build`, `schemas validate` and `typegen`
 * run offline without any Sanity account. Set the variables to connect a hosted project, or set
 * SANITY_STUDIO_API_HOST to point the Studio at the local content lake instead of sanity.io (the
 * Studio prefixes the project id to that host: https://<projectId>.localhost:PORT).
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
export const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
export const apiHost = process.env.SANITY_STUDIO_API_HOST || undefined
