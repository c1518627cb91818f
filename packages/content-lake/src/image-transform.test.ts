import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { parseImageParams } from './image-params'
import { transformImage } from './image-transform'

/** 1280×960, left half red and right half blue, so a crop shows which side it kept. */
const photo = () =>
  sharp({ create: { width: 1280, height: 960, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: 640, height: 960, channels: 3, background: '#0000ff' } },
        left: 640,
        top: 0,
      },
    ])
    .jpeg()
    .toBuffer()

async function answer(query: string, accept = '') {
  const params = parseImageParams(new URLSearchParams(query), accept)
  if (!params) throw new Error(`${query} asks for no transform`)
  const result = await transformImage(await photo(), params)
  const metadata = await sharp(result.bytes).metadata()
  return { ...result, width: metadata.width, height: metadata.height, format: metadata.format }
}

const centreColour = async (bytes: Buffer) => {
  const { data } = await sharp(bytes).resize(1, 1, { fit: 'cover' }).raw().toBuffer({ resolveWithObject: true })
  return data[0]! > data[2]! ? 'red' : 'blue'
}

describe('images as Sanity’s CDN answers them', () => {
  it('resizes to the asked width, never above the original', async () => {
    expect(await answer('w=320')).toMatchObject({ width: 320, height: 240, mimeType: 'image/jpeg' })
    expect(await answer('w=960')).toMatchObject({ width: 960, height: 720 })
    expect(await answer('w=4000')).toMatchObject({ width: 1280, height: 960 })
    expect(await answer('w=100&dpr=2')).toMatchObject({ width: 200, height: 150 })
  })

  it('picks AVIF or WebP for auto=format by the Accept header, and fm= forces one', async () => {
    expect(await answer('w=320&auto=format', 'image/avif,image/webp,*/*')).toMatchObject({ mimeType: 'image/avif' })
    expect(await answer('w=320&auto=format', 'image/webp,*/*')).toMatchObject({ mimeType: 'image/webp' })
    expect(await answer('w=320&auto=format', '*/*')).toMatchObject({ mimeType: 'image/jpeg' })
    expect(await answer('w=320&fm=png')).toMatchObject({ mimeType: 'image/png', format: 'png' })
  })

  it('lowers the quality with q', async () => {
    const noise = await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer()
    const encode = (q: string) => transformImage(noise, parseImageParams(new URLSearchParams(`fm=webp&q=${q}`))!)
    const [low, high] = [await encode('10'), await encode('95')]
    expect(low.bytes.length * 2).toBeLessThan(high.bytes.length)
  })

  it('cuts rect first, then fits crop around the focal point', async () => {
    expect(await answer('rect=0,0,640,480&w=320')).toMatchObject({ width: 320, height: 240 })
    expect(await centreColour((await answer('rect=700,0,100,100')).bytes)).toBe('blue')

    const left = await answer('w=200&h=200&fit=crop&fp-x=0.1&fp-y=0.5')
    const right = await answer('w=200&h=200&fit=crop&fp-x=0.9&fp-y=0.5')
    expect(left).toMatchObject({ width: 200, height: 200 })
    expect([await centreColour(left.bytes), await centreColour(right.bytes)]).toEqual(['red', 'blue'])
    expect(await centreColour((await answer('w=200&h=200&fit=crop&crop=right')).bytes)).toBe('blue')
  })

  it('pads with fill and stays inside the box with clip and max', async () => {
    expect(await answer('w=200&h=200&fit=fill')).toMatchObject({ width: 200, height: 200 })
    expect(await answer('w=200&h=200&fit=clip')).toMatchObject({ width: 200, height: 150 })
    expect(await answer('w=200&h=200&fit=max')).toMatchObject({ width: 200, height: 150 })
  })

  it('asks for no transform without parameters, and ignores malformed ones', () => {
    expect(parseImageParams(new URLSearchParams(''))).toBeUndefined()
    expect(parseImageParams(new URLSearchParams('w=abc&rect=1,2'))).toBeUndefined()
    expect(parseImageParams(new URLSearchParams('w=99999'))?.width).toBe(5000)
  })
})
