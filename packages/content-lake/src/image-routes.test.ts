import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorization } from './credential'
import { api, testLake, type TestLake } from '../testing/test-lake'

let t: TestLake
beforeAll(async () => {
  t = await testLake([])
})
afterAll(() => t.cleanup())

const blank = (format: 'gif' | 'png' | 'jpeg' | 'webp' | 'avif') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
    .toFormat(format)
    .toBuffer()
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" fill="teal"/>' +
    '<script>alert(1)</script></svg>',
)

async function upload(bytes: Buffer, filename: string) {
  const response = await fetch(`${t.lake.url}${api}/assets/images/production?filename=${filename}`, {
    method: 'POST',
    body: new Uint8Array(bytes),
    headers: authorization(t.lake.token),
  })
  return { status: response.status, ...((await response.json()) as { document: Record<string, string> }) }
}

const get = (route: string, accept = '*/*') => fetch(`${t.lake.url}${route}`, { headers: { accept } })
const widthOf = async (response: Response) => (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width

describe('image uploads and the image CDN of the lake', () => {
  it.each([
    ['gif', 'image/gif'],
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
  ] as const)('takes a %s upload and names it as Sanity does', async (format, mimeType) => {
    const { status, document } = await upload(await blank(format), `photo.${format}`)
    expect(status).toBe(200)
    expect(document).toMatchObject({ mimeType, originalFilename: `photo.${format}` })
    expect(document._id).toMatch(new RegExp(`^image-[0-9a-f]{40}-640x480-${format.replace('jpeg', 'jpg')}$`))
  })

  it('serves the sizes and formats asked, on the Studio’s path and the asset’s url', async () => {
    const { document } = await upload(await blank('jpeg'), 'big.jpg')
    const file = document.url!.slice('/media/'.length)
    const [small, large] = [await get(`/images/local/production/${file}?w=320`), await get(`${document.url}?w=480`)]
    expect([await widthOf(small), await widthOf(large)]).toEqual([320, 480])
    const modern = await get(`${document.url}?w=320&auto=format`, 'image/avif,image/webp,*/*')
    expect([modern.headers.get('content-type'), modern.headers.get('vary')]).toEqual(['image/avif', 'Accept'])
    // The second answer comes from the disk cache, byte for byte the same.
    const again = await get(`${document.url}?w=320&auto=format`, 'image/avif,image/webp,*/*')
    expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(await modern.arrayBuffer()))
  })

  it('takes an SVG, and serves it in a sandbox so its script cannot run on this origin', async () => {
    const { status, document } = await upload(svg, 'logo.svg')
    expect([status, document.mimeType]).toEqual([200, 'image/svg+xml'])
    expect(document._id).toMatch(/^image-[0-9a-f]{40}-120x60-svg$/)
    const served = await get(document.url!)
    expect(served.headers.get('content-type')).toBe('image/svg+xml')
    expect(served.headers.get('content-security-policy')).toContain('sandbox')
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'")
    const rasterised = await get(`${document.url}?w=60&fm=png`)
    expect([rasterised.headers.get('content-type'), await widthOf(rasterised)]).toEqual(['image/png', 60])
  })

  it('refuses what is not an image, and paths outside the media folders', async () => {
    expect((await upload(Buffer.from('not an image'), 'notes.txt')).status).toBe(400)
    expect((await get('/media/..%2Ftoken')).status).toBe(404)
  })
})
