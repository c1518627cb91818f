import { describe, expect, it } from 'vitest'
import { croppedSize, imageSources } from './image-sources'

const local = { projectId: 'local', dataset: 'production', baseUrl: '/' }
const ref = 'image-0123456789abcdef0123456789abcdef01234567-1280x960-jpg'

describe('image URLs', () => {
  it('point at this site in embedded mode and at the CDN for a hosted project', () => {
    const file = '0123456789abcdef0123456789abcdef01234567-1280x960.jpg'
    expect(imageSources(local, ref).url(320)).toBe(`/images/local/production/${file}?w=320&auto=format`)
    expect(imageSources({ projectId: 'abc', dataset: 'production' }, ref).url(320)).toBe(
      `https://cdn.sanity.io/images/abc/production/${file}?w=320&auto=format`,
    )
  })

  it("carry the editor's crop as rect, and list widths up to the shown one", () => {
    const crop = { _type: 'sanity.imageCrop', top: 0, bottom: 0.5, left: 0.5, right: 0 }
    const source = { asset: { _ref: ref }, crop }
    expect(imageSources(local, source).url(320)).toContain('rect=640,0,640,480')
    expect(croppedSize(1280, 960, crop)).toEqual({ width: 640, height: 480 })
    expect(
      imageSources(local, source)
        .srcSet(640)
        .split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['320w', '480w', '640w'])
  })
})
