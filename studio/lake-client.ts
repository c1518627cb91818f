import {createClient, type ClientConfig} from '@sanity/client'

/**
 * The Studio's clients on the lake: API calls, listeners and the presence socket go to `apiHost`
 * as it is, the lake's own origin, where Sanity's default puts the project id before it. Sanity
 * builds image URLs (previews, list thumbnails, the crop tool) from `apiHost` as it is, so with
 * the default they went to another host than everything else: `localhost` beside
 * `local.localhost`, and a browser that was told to trust the lake's certificate for one refused
 * it for the other. One host, one certificate exception (docs/lake.md).
 */
export const lakeClient = (options: ClientConfig) => createClient({...options, useProjectHostname: false})
