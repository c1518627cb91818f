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

/** Each font's ToUnicode map: glyph id → the characters it stands for. */
function unicodeMaps(streams: string): Map<number, string>[] {
  return [...streams.matchAll(/beginbfrange\n([\s\S]*?)endbfrange/g)].map((match) => {
    const glyphs = new Map<number, string>()
    for (const [, start, entries] of match[1]!.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/g)) {
      ;[...entries!.matchAll(/<([^>]*)>/g)].forEach(([, hex], index) =>
        glyphs.set(parseInt(start!, 16) + index, fromHex(hex!)),
      )
    }
    return glyphs
  })
}

/** The `TJ` strings of `content`, decoded with each map in turn (see pdfText). */
function shownText(content: string, maps: Map<number, string>[]): string {
  const shown = [...content.matchAll(/\[([^\]]*)\] TJ/g)].map(([, parts]) =>
    [...parts!.matchAll(/<([0-9a-f]+)>/g)].map(([, hex]) => hex!).join(''),
  )
  const decode = (hex: string, glyphs: Map<number, string>) =>
    (hex.match(/.{4}/g) ?? []).map((id) => glyphs.get(parseInt(id, 16)) ?? '').join('')
  return maps
    .map((glyphs) => shown.map((hex) => decode(hex, glyphs)).join(' '))
    .join('\n')
    .replace(/[^\S\n]+/g, ' ')
}

/**
 * The text a report PDF shows, for tests. pdfkit draws text as glyph ids of subset fonts (`[<0001…>
 * 17.5 <…>] TJ`), each font with its own ToUnicode map; every `TJ` is decoded with each map in
 * turn, so a string drawn in any font appears in that font's decoding (the others give noise).
 * Lines are joined with one space, as wrapped text reads.
 */
export function pdfText(pdf: Buffer): string {
  const streams = pdfStreams(pdf)
  return shownText(streams, unicodeMaps(streams))
}

/** The text of each page in order (as pdfText reads it), from the page tree's kids and their content streams. */
export function pdfPageTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1')
  const objects = new Map(
    [...raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)].map(([, id, body]) => [Number(id), body!] as const),
  )
  const kids = [...objects.values()].find((body) => /\/Type \/Pages\b/.test(body))?.match(/\/Kids \[([^\]]*)\]/)
  const maps = unicodeMaps(pdfStreams(pdf))
  return [...(kids?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map(([, page]) => {
    const contents = objects.get(Number(page))?.match(/\/Contents (\d+) 0 R/)
    const stream = objects.get(Number(contents?.[1]))?.match(/stream\r?\n([\s\S]*?)endstream/)
    return stream ? shownText(inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1'), maps) : ''
  })
}
