import { createHash } from 'node:crypto'
import path from 'node:path'
import MagicString from 'magic-string'
import { parseSync, Visitor, type ESTree, type Plugin } from 'vite'
import { isOwnStyledModule, styledImports } from './styled-imports.ts'

/**
 * The part of a styled component's tag that names what it styles: `styled.div` or `styled(Link)`,
 * under any `.attrs(…)` or `.withConfig(…)` after it; undefined for any other tagged template.
 */
function styledTarget(tag: ESTree.Expression, styled: string): ESTree.Expression | undefined {
  if (tag.type === 'MemberExpression')
    return tag.object.type === 'Identifier' && tag.object.name === styled ? tag : undefined
  if (tag.type !== 'CallExpression') return undefined
  if (tag.callee.type === 'Identifier' && tag.callee.name === styled) return tag
  return tag.callee.type === 'MemberExpression' ? styledTarget(tag.callee.object, styled) : undefined
}

/**
 * A component id: `sc-`, five characters from the module's path, and the component's place in it.
 * The components of a module share the first part, which compresses: every page's JavaScript
 * carries the ids of the components it loads.
 */
function componentId(modulePath: string, index: number): string {
  const digest = createHash('sha256').update(modulePath).digest('base64url')
  return `sc-${digest.replace(/[-_]/g, '').slice(0, 5)}${index}`
}

/**
 * The module with an id given to each of its styled components, from the module's path (relative
 * to the project, the same in every build) and the component's place in the module; undefined when
 * it defines none.
 */
export function withComponentIds(code: string, modulePath: string): { code: string; map: string } | undefined {
  const { program } = parseSync(modulePath, code)
  const { styled } = styledImports(program)
  if (!styled) return undefined
  const output = new MagicString(code)
  let index = 0
  new Visitor({
    TaggedTemplateExpression(node) {
      const target = styledTarget(node.tag, styled)
      if (target) output.appendLeft(target.end, `.withConfig({ componentId: '${componentId(modulePath, index++)}' })`)
    },
  }).visit(program)
  if (!index) return undefined
  return { code: output.toString(), map: output.generateMap({ hires: true, source: modulePath }).toString() }
}

/**
 * Gives every styled component of our code an id of its own (`withComponentIds`).
 *
 * Without one, styled-components numbers its components in the order they are created, and that
 * order differs between the server, which loads every module, and a browser, which loads a page's
 * chunks. A component's class names follow its id, so the browser's differed from the server's on
 * nearly every element: hydration kept the server's names, and styled-components inserted each
 * component's rules again under the browser's, one style recalculation of the page per slice of
 * hydration (docs/performance-log.md, "Blocking time"). The same ids in both builds make it find every rule already there.
 */
export function styledComponentIds(): Plugin {
  let root = process.cwd()
  return {
    name: 'styled-component-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
    },
    transform(code, id) {
      if (!isOwnStyledModule(code, id)) return null
      return withComponentIds(code, path.relative(root, id).split(path.sep).join('/')) ?? null
    },
  }
}
