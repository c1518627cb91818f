/** Width and height from the header of a PNG, JPEG or WebP file, enough to name an asset. */
export type ImageInfo = { width: number; height: number; extension: 'png' | 'jpg' | 'webp'; mimeType: string }

export function imageInfo(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length > 24 && bytes.readUInt32BE(0) === 0x89504e47) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), extension: 'png', mimeType: 'image/png' }
  }
  if (bytes.length > 30 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    return webp(bytes)
  }
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes)
  return undefined
}

function webp(bytes: Buffer): ImageInfo | undefined {
  const chunk = bytes.toString('ascii', 12, 16)
  const info = (width: number, height: number): ImageInfo => ({
    width,
    height,
    extension: 'webp',
    mimeType: 'image/webp',
  })
  if (chunk === 'VP8X') return info(1 + bytes.readUIntLE(24, 3), 1 + bytes.readUIntLE(27, 3))
  if (chunk === 'VP8 ') return info(bytes.readUInt16LE(26) & 0x3fff, bytes.readUInt16LE(28) & 0x3fff)
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21)
    return info(1 + (bits & 0x3fff), 1 + ((bits >> 14) & 0x3fff))
  }
  return undefined
}

function jpeg(bytes: Buffer): ImageInfo | undefined {
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined
    const marker = bytes[offset + 1]!
    const length = bytes.readUInt16BE(offset + 2)
    // Start-of-frame markers carry the size; C4, C8 and CC are tables that share the range.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return {
        height: bytes.readUInt16BE(offset + 5),
        width: bytes.readUInt16BE(offset + 7),
        extension: 'jpg',
        mimeType: 'image/jpeg',
      }
    }
    offset += 2 + length
  }
  return undefined
}
