/**
 * The local content lake's port when LAKE_PORT is not set. Fixed, because the Studio must know
 * where to call; read by both the Studio (studio/env.ts) and the server (env.server.ts).
 */
export const defaultLakePort = 3334

/** Where the lake serves the built Studio: the project id `local` before the lake's host. */
export const lakeStudioUrl = (port: number) => `https://local.localhost:${port}`
