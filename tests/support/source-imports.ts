import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

/** The repository's root, where `git ls-files` runs. */
export const root = fileURLToPath(new URL('../..', import.meta.url))

/** Our code (paths from the root): the tracked TypeScript and the JavaScript configs, not the analyser's site fixtures. */
export const sources = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx', '*.config.js'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)

/** Calls whose first argument names a module: `import()`, `require()` and the resolvers. */
const moduleCall = /^(import|require|require\.resolve|import\.meta\.resolve|createRequire\(.*\)\.resolve)$/

/** The module specifiers a source names: import and export statements, type imports, module calls. */
export function specifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      found.push((node.moduleSpecifier as ts.StringLiteral).text)
    if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      found.push((node.argument.literal as ts.StringLiteral).text)
    const [first] = ts.isCallExpression(node) ? node.arguments : []
    if (
      first &&
      ts.isStringLiteralLike(first) &&
      moduleCall.test((node as ts.CallExpression).expression.getText(source))
    )
      found.push(first.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
