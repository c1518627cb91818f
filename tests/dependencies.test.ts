import { execFileSync } from 'node:child_process'
import { globSync, readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * Every package our code imports is declared in the package.json that governs the file: a workspace
 * package's own for `packages/<name>/`, the root's for everything else. A package that is there only
 * because another one brought it can leave with that package's next release.
 */

const root = fileURLToPath(new URL('..', import.meta.url))
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

type Manifest = {
  name: string
  workspaces?: string[]
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}
const manifest = (folder: string) => JSON.parse(read(path.join(folder, 'package.json'))) as Manifest

const workspaces = globSync(
  manifest('.').workspaces!.map((pattern) => `${pattern}/package.json`),
  { cwd: root },
).map(path.dirname)
const workspaceNames = new Set(workspaces.map((folder) => manifest(folder).name))
const declaredIn = new Map(
  ['.', ...workspaces].map((folder) => {
    const { dependencies, devDependencies } = manifest(folder)
    return [folder, new Set(Object.keys({ ...dependencies, ...devDependencies }))]
  }),
)
const governing = (file: string) => workspaces.find((folder) => file.startsWith(`${folder}/`)) ?? '.'

/** Our code: the tracked TypeScript and the JavaScript configs, not the analyser's site fixtures. */
const sources = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx', '*.config.js'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)

/** Calls whose first argument names a module: `import()`, `require()` and the resolvers. */
const moduleCall = /^(import|require|require\.resolve|import\.meta\.resolve|createRequire\(.*\)\.resolve)$/

/** The module specifiers a source names: import and export statements, type imports, module calls. */
function specifiers(fileName: string, text: string): string[] {
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

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or null for a path or a builtin. */
function packageName(specifier: string): string | null {
  if (/^[./]/.test(specifier) || isBuiltin(specifier)) return null
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
}

describe('dependencies', () => {
  it('reads imports, exports, type imports and module calls; a string is not an import', () => {
    const text = `import a from 'a'
import type { B } from '@b/b/sub'
export * from './local'
import { readFileSync } from 'node:fs'
type C = import('c').C
const d = await import('d')
const e = createRequire(import.meta.url).resolve('e/package.json')
const data = path.resolve('data')
const fixture = \`import f from 'f'\``
    const found = specifiers('source.ts', text)
    expect(found).toEqual(['a', '@b/b/sub', './local', 'node:fs', 'c', 'd', 'e/package.json'])
    expect(found.map(packageName)).toEqual(['a', '@b/b', null, null, 'c', 'd', 'e'])
  })

  it('finds the sources and the workspaces', () => {
    expect(sources.length).toBeGreaterThan(300)
    expect([...workspaceNames].sort()).toEqual(['content-lake', 'pg-connections', 'site-analyzer'])
  })

  // Parsing some 600 files takes seconds when the machine is busy.
  it('every package a file imports is declared in the package.json that governs it', { timeout: 30_000 }, () => {
    const undeclared = sources.flatMap((file) => {
      const folder = governing(file)
      return specifiers(file, read(file))
        .map(packageName)
        .filter((name) => name !== null && !workspaceNames.has(name) && !declaredIn.get(folder)!.has(name))
        .map((name) => `${file}: ${name}, not in ${path.join(folder, 'package.json')}`)
    })
    expect(undeclared).toEqual([])
  })
})
