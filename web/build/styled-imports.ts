import type { ESTree } from 'vite'

/** The local names a module gives `styled-components`' exports, read from its imports. */
export type StyledImports = {
  /** The default export, `styled`, under its local name. */
  styled?: string
  /** Every name that tags a CSS template: `styled` and the helpers `css`, `keyframes`, `createGlobalStyle`. */
  cssTags: Set<string>
}

const cssHelpers = ['css', 'keyframes', 'createGlobalStyle']

export function styledImports(program: ESTree.Program): StyledImports {
  const found: StyledImports = { cssTags: new Set() }
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== 'styled-components') continue
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') {
        found.styled = specifier.local.name
        found.cssTags.add(specifier.local.name)
      } else if (
        specifier.type === 'ImportSpecifier' &&
        specifier.imported.type === 'Identifier' &&
        cssHelpers.includes(specifier.imported.name)
      ) {
        found.cssTags.add(specifier.local.name)
      }
    }
  }
  return found
}

/** Whether a build plugin should read a module: our own TypeScript that mentions styled-components. */
export const isOwnStyledModule = (code: string, id: string) =>
  !id.includes('node_modules') && /\.tsx?$/.test(id) && code.includes('styled-components')
