import { createRequire } from 'node:module'
import path from 'node:path'
import * as fontkit from 'fontkit'

/**
 * DejaVu Sans (Bitstream Vera licence, redistributable: ../fonts/LICENSE), for the PDF and the
 * e-mail's gauge images, so accents, ñ and digits look the same on every machine whatever fonts it
 * has. Found through the package's own name, from its source or from a bundle that carries it.
 */
const fontDir = path.join(path.dirname(createRequire(import.meta.url).resolve('site-analyzer/package.json')), 'fonts')

export const reportFonts = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
}

/** Both faces, read once, to ask which characters they can draw. */
let faces: fontkit.Font[] | undefined
const drawable = (codePoint: number) =>
  (faces ??= [reportFonts.regular, reportFonts.bold].map((file) => fontkit.openSync(file) as fontkit.Font)).every(
    (face) => face.hasGlyphForCodePoint(codePoint),
  )

/**
 * Text as the PDF can print it: a character the fonts cannot draw (an emoji the site wrote, «🎓
 * Clases») is left out rather than printed as an empty box, with the space it leaves.
 */
export function printable(text: string): string {
  const kept = [...text].filter((character) => drawable(character.codePointAt(0)!)).join('')
  return kept.length === text.length ? text : kept.replace(/ {2,}/g, ' ').replace(/^ | $/gm, '')
}
