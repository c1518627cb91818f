import MagicString from 'magic-string'
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite'
import { isOwnStyledModule, styledImports } from './styled-imports.ts'

/** A quoted CSS string (`content: '⚠ '`), kept as written. */
const quoted = /("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')/

/**
 * A piece of CSS as a browser needs it: comments gone, every run of whitespace one space, none
 * around `{ } ; ,` or after `:`. A space the CSS needs stays: between values (`1px solid`), before
 * a pseudo-class that stands for a descendant (`main :is(a)`), and one at each end, which may touch
 * an interpolation (`${a} ${b}`). Quoted strings are kept whole.
 */
export function minifyCss(css: string): string {
  return css
    .split(quoted)
    .map((part, index) =>
      index % 2
        ? part
        : part
            .replace(/\/\*[\s\S]*?\*\//g, '')
            .replace(/\s+/g, ' ')
            .replace(/ ?([{};,]) ?/g, '$1')
            .replace(/: /g, ':'),
    )
    .join('')
}

/** The identifier a tag starts from: `styled` in `styled.div.attrs(…)`, `css` in `css`. */
function rootOf(tag: ESTree.Expression): string | undefined {
  if (tag.type === 'Identifier') return tag.name
  if (tag.type === 'MemberExpression') return rootOf(tag.object)
  if (tag.type === 'CallExpression') return rootOf(tag.callee as ESTree.Expression)
  return undefined
}

/**
 * The module with the CSS of its styled-components templates minified (`minifyCss`); undefined when
 * nothing changes. Only templates tagged by `styled-components`' own exports are CSS.
 */
export function withMinifiedCss(code: string, modulePath: string): { code: string; map: string } | undefined {
  const { program } = parseSync(modulePath, code)
  const names = styledImports(program).cssTags
  if (!names.size) return undefined
  const output = new MagicString(code)
  new Visitor({
    TaggedTemplateExpression(node) {
      const root = rootOf(node.tag)
      if (!root || !names.has(root)) return
      const { quasis } = node.quasi
      for (const quasi of quasis) {
        // A template's own ends touch no interpolation: no space is needed there.
        let minified = minifyCss(quasi.value.raw)
        if (quasi === quasis[0]) minified = minified.trimStart()
        if (quasi === quasis.at(-1)) minified = minified.trimEnd()
        const { raw } = quasi.value
        // The parser's span may include the delimiters around the text (` or } before, ` or ${ after).
        const start = code.startsWith(raw, quasi.start) ? quasi.start : quasi.start + 1
        if (minified !== raw && code.startsWith(raw, start)) output.overwrite(start, start + raw.length, minified)
      }
    },
  }).visit(program)
  if (!output.hasChanged()) return undefined
  return { code: output.toString(), map: output.generateMap({ hires: true, source: modulePath }).toString() }
}

/**
 * Minifies the CSS in our styled-components templates (`withMinifiedCss`): their indentation,
 * line breaks and comments would otherwise ship in every page's JavaScript.
 */
export function minifiedStyledCss(): Plugin {
  return {
    name: 'minified-styled-css',
    enforce: 'pre',
    transform(code, id) {
      if (!isOwnStyledModule(code, id)) return null
      return withMinifiedCss(code, id) ?? null
    },
  }
}
