import {createImageUrlBuilder} from '@sanity/image-url'
import {afterEach, describe, expect, it, vi} from 'vitest'

import {lakeApiHost} from './env'
import {lakeClient} from './lake-client'

afterEach(() => vi.unstubAllGlobals())

/** The Studio's client as the lake's Studio makes it, in a page at `page`. */
function studioClientAt(page: string) {
  vi.stubGlobal('window', {location: new URL(page)})
  return lakeClient({projectId: 'local', dataset: 'production', apiVersion: '2025-02-19', apiHost: lakeApiHost()})
}

describe('the Studio on the lake', () => {
  it('calls the origin that served it, whatever its port', () => {
    expect(studioClientAt('https://local.localhost:4100/structure').config().url).toBe(
      'https://local.localhost:4100/v2025-02-19',
    )
  })

  it('loads images from that same origin', () => {
    const image = createImageUrlBuilder(studioClientAt('https://local.localhost:4100/structure'))
      .image('image-0123456789abcdef0123456789abcdef01234567-1000x500-png')
      .width(200)
      .url()
    expect(new URL(image).origin).toBe('https://local.localhost:4100')
    expect(new URL(image).pathname).toBe(
      '/images/local/production/0123456789abcdef0123456789abcdef01234567-1000x500.png',
    )
  })

  it('opens its presence socket there too', () => {
    const {url, dataset} = studioClientAt('https://local.localhost:4100/structure').config()
    // As the Studio builds the socket's address from its client.
    expect(`${url}/socket/${dataset}`.replace(/^http/, 'ws')).toBe(
      'wss://local.localhost:4100/v2025-02-19/socket/production',
    )
  })
})
