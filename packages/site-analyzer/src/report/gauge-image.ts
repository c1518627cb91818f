import sharp from 'sharp'
import type { Gauge } from './document'
import { reportFonts } from './fonts'
import { ratingColors, trackColor } from './metrics'

/** Drawn at twice the size it is shown, so it stays sharp on phone screens. */
const density = 2

/**
 * A score gauge as a PNG for the e-mail, where CSS gradients and SVG do not show (Gmail, Outlook):
 * the ring filled clockwise from the top in proportion to the score, the number in its middle in
 * DejaVu Sans Bold (./fonts.ts), so it looks the same whatever fonts the server has. `size` is the
 * width and height it is shown at, in CSS pixels.
 */
export async function gaugePng({ score, rating }: Gauge, size: number): Promise<Buffer> {
  const color = ratingColors[rating]
  const side = size * density
  const stroke = side / 9
  const radius = (side - stroke) / 2
  const centre = side / 2
  const end = -Math.PI / 2 + (2 * Math.PI * Math.min(score, 99.9)) / 100
  const arc =
    score > 0
      ? `<path d="M ${centre} ${centre - radius} A ${radius} ${radius} 0 ${score > 50 ? 1 : 0} 1 ${centre + radius * Math.cos(end)} ${centre + radius * Math.sin(end)}" fill="none" stroke="${color}" stroke-width="${stroke}"/>`
      : ''
  const ring = `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><circle cx="${centre}" cy="${centre}" r="${radius}" fill="#ffffff" stroke="${trackColor}" stroke-width="${stroke}"/>${arc}</svg>`
  const digits = await sharp({
    text: {
      text: `<span foreground="${color}">${score}</span>`,
      font: `DejaVu Sans Bold ${Math.round(side * 0.27)}`,
      fontfile: reportFonts.bold,
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer()
  return sharp(Buffer.from(ring))
    .composite([{ input: digits, gravity: 'centre' }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer()
}
