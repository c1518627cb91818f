import { describe, expect, it } from 'vitest'
import { framedSize, imageSources } from './image-sources'

const local = { projectId: 'local', dataset: 'production', baseUrl: '/' }
const ref = 'image-0123456789abcdef0123456789abcdef01234567-1280x960-jpg'
const file = '0123456789abcdef0123456789abcdef01234567-1280x960.jpg'
const hotspot = (x: number) => ({ _type: 'sanity.imageHotspot', x, y: 0.5, width: 0.1, height: 0.1 })
const rectOf = (url: string) => new URLSearchParams(url.split('?')[1]).get('rect')

describe('image URLs', () => {
  it('point at this site in embedded mode and at the CDN for a hosted project, at the frame size', () => {
    expect(imageSources(local, ref, 4 / 3).url(320)).toBe(
      `/images/local/production/${file}?w=320&h=240&fit=crop&auto=format`,
    )
    expect(imageSources({ projectId: 'abc', dataset: 'production' }, ref, 4 / 3).url(320)).toBe(
      `https://cdn.sanity.io/images/abc/production/${file}?w=320&h=240&fit=crop&auto=format`,
    )
  })

  it("carry the editor's crop as rect, and list widths up to the shown one", () => {
    const crop = { _type: 'sanity.imageCrop', top: 0, bottom: 0.5, left: 0.5, right: 0 }
    const source = { asset: { _ref: ref }, crop }
    expect(rectOf(imageSources(local, source, 4 / 3).url(320))).toBe('640,0,640,480')
    expect(framedSize(1280, 960, crop, 4 / 3)).toEqual({ width: 640, height: 480 })
    expect(
      imageSources(local, source, 4 / 3)
        .srcSet(640)
        .split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['320w', '480w', '640w'])
  })

  it("keep the editor's hotspot in a frame of another shape", () => {
    // A square frame on a 1280×960 image keeps 960×960: which 960 columns is the hotspot's call.
    const square = (x?: number) =>
      rectOf(
        imageSources(local, { asset: { _ref: ref }, ...(x === undefined ? {} : { hotspot: hotspot(x) }) }, 1).url(480),
      )
    expect(square()).toBe('160,0,960,960')
    expect(square(0.1)).toBe('0,0,960,960')
    expect(square(0.9)).toBe('320,0,960,960')
    expect(framedSize(1280, 960, null, 1)).toEqual({ width: 960, height: 960 })
  })

  it('frame within the crop, never past it', () => {
    // The left half (640×960) in a 4:3 frame: the whole width, the hotspot picks the rows.
    const crop = { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0, right: 0.5 }
    const url = imageSources(local, { asset: { _ref: ref }, crop, hotspot: { ...hotspot(0.9), y: 0.9 } }, 4 / 3).url(
      320,
    )
    expect(rectOf(url)).toBe('0,480,640,480')
    expect(framedSize(1280, 960, crop, 4 / 3)).toEqual({ width: 640, height: 480 })
  })
})
