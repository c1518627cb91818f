import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import manifest from '../../../seed/images/manifest.json' with { type: 'json' }
import { imageWidths } from '../../src/components/ui/image-sources'
import { variantFile, variantFormats, variantsDir } from '../routes/media'

/**
 * Writes the resized AVIF and WebP variants of the seed images that /media serves in embedded mode
 * (hosted Sanity resizes on its CDN instead). Needs ImageMagick with AVIF (`convert`); the output is
 * committed, so neither the build nor production needs it. Run after changing seed/images.
 */
const quality = { avif: '55', webp: '78' } as const

mkdirSync(variantsDir, { recursive: true })
for (const entry of manifest) {
  const source = path.join(variantsDir, '..', entry.file)
  for (const width of imageWidths.filter((candidate) => candidate < entry.width)) {
    for (const format of variantFormats) {
      const target = path.join(variantsDir, variantFile(entry.file, width, format))
      execFileSync('convert', [source, '-resize', `${width}x`, '-strip', '-quality', quality[format], target])
      console.log(target)
    }
  }
  const full = path.join(variantsDir, variantFile(entry.file, entry.width, 'avif'))
  execFileSync('convert', [source, '-strip', '-quality', quality.avif, full])
  console.log(full)
}
