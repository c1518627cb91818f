import { inflateSync } from 'node:zlib'

/** A PDF's bytes and its inflated streams, where fonts, their Unicode maps and the page text live (tests only). */
export function pdfStreams(pdf: Buffer): string {
  const raw = pdf.toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((match) => {
    try {
      return inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      return ''
    }
  })
  return raw + streams.join('\n')
}

/** UTF-16BE hex (`<0041>`, `<d83d de00>`) as text. */
const fromHex = (hex: string) =>
  String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)))

/**
 * The text a report PDF shows, for tests. pdfkit draws text as glyph ids of subset fonts (`[<0001…>
 * 17.5 <…>] TJ`), each font with its own ToUnicode map; every `TJ` is decoded with each map in
 * turn, so a string drawn in any font appears in that font's decoding (the others give noise).
 * Lines are joined with one space, as wrapped text reads.
 */
export function pdfText(pdf: Buffer): string {
  const streams = pdfStreams(pdf)
  const maps = [...streams.matchAll(/beginbfrange\n([\s\S]*?)endbfrange/g)].map((match) => {
    const glyphs = new Map<number, string>()
    for (const [, start, entries] of match[1]!.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/g)) {
      ;[...entries!.matchAll(/<([^>]*)>/g)].forEach(([, hex], index) =>
        glyphs.set(parseInt(start!, 16) + index, fromHex(hex!)),
      )
    }
    return glyphs
  })
  const shown = [...streams.matchAll(/\[([^\]]*)\] TJ/g)].map(([, parts]) =>
    [...parts!.matchAll(/<([0-9a-f]+)>/g)].map(([, hex]) => hex!).join(''),
  )
  const decode = (hex: string, glyphs: Map<number, string>) =>
    (hex.match(/.{4}/g) ?? []).map((id) => glyphs.get(parseInt(id, 16)) ?? '').join('')
  return maps
    .map((glyphs) => shown.map((hex) => decode(hex, glyphs)).join(' '))
    .join('\n')
    .replace(/[^\S\n]+/g, ' ')
}
