/**
 * A tiny writer for Portable Text, so legal copy can be written as paragraphs instead of
 * span trees. Inline markup: `**strong**`, `_em_` and `[label](href)`, the marks the
 * `localeBlockContent` schema allows.
 */

type Style = 'normal' | 'h2' | 'h3'
type ListItem = 'bullet' | 'number'
type BlockSpec = { style: Style; text: string; listItem?: ListItem }

export type Span = { _type: 'span'; _key: string; text: string; marks: string[] }
export type LinkDef = { _type: 'link'; _key: string; href: string }
export type Block = {
  _type: 'block'
  _key: string
  style: Style
  markDefs: LinkDef[]
  children: Span[]
  listItem?: ListItem
  level?: number
}

export const h2 = (text: string): BlockSpec => ({ style: 'h2', text })
export const h3 = (text: string): BlockSpec => ({ style: 'h3', text })
export const p = (text: string): BlockSpec => ({ style: 'normal', text })
export const bullets = (...items: string[]): BlockSpec[] =>
  items.map((text) => ({ style: 'normal', text, listItem: 'bullet' }))
export const numbered = (...items: string[]): BlockSpec[] =>
  items.map((text) => ({ style: 'normal', text, listItem: 'number' }))

const inline = /\*\*(.+?)\*\*|_(.+?)_|\[(.+?)\]\((.+?)\)/g

function toBlock(spec: BlockSpec, key: string): Block {
  const children: Span[] = []
  const markDefs: LinkDef[] = []
  const push = (text: string, marks: string[]) => {
    if (text) children.push({ _type: 'span', _key: `${key}s${children.length + 1}`, text, marks })
  }
  let last = 0
  for (const match of spec.text.matchAll(inline)) {
    push(spec.text.slice(last, match.index), [])
    const [, strong, em, label, href] = match
    if (strong !== undefined) push(strong, ['strong'])
    else if (em !== undefined) push(em, ['em'])
    else if (label !== undefined && href !== undefined) {
      const linkKey = `${key}l${markDefs.length + 1}`
      markDefs.push({ _type: 'link', _key: linkKey, href })
      push(label, [linkKey])
    }
    last = match.index + match[0].length
  }
  push(spec.text.slice(last), [])
  return {
    _type: 'block',
    _key: key,
    style: spec.style,
    markDefs,
    children,
    ...(spec.listItem && { listItem: spec.listItem, level: 1 }),
  }
}

/** Keys are `<prefix>b<n>`: stable across runs and unique within one language's array. */
export function blocks(prefix: string, ...specs: (BlockSpec | BlockSpec[])[]): Block[] {
  return specs.flat().map((spec, index) => toBlock(spec, `${prefix}b${index + 1}`))
}

export const lb = (es: Block[], en: Block[]) => ({ _type: 'localeBlockContent' as const, es, en })
