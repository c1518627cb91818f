/**
 * Where a lake on this machine is reached when LAKE_PORT is not set: fixed, because the Studio built
 * for it must know where to call. The server, the Studio and the seed read it from here; this module
 * imports nothing, so the Studio's browser bundle can take it too.
 */
export const defaultLakePort = 3334

/** Where the lake serves the built Studio: the project id `local` before the lake's host. */
export const lakeStudioUrl = (port: number) => `https://local.localhost:${port}`
