import path from 'node:path'

/**
 * DejaVu Sans (Bitstream Vera licence, redistributable: ../fonts/LICENSE), for the PDF and the
 * e-mail's gauge images, so accents, ñ and digits look the same on every machine whatever fonts it
 * has. Resolved from the repository root, where npm scripts and the production server run.
 */
const fontDir = path.join(process.cwd(), 'web/server/analyzer/fonts')

export const reportFonts = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
}
