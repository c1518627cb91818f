import { globSync, readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { root, sources, specifiers } from './support/source-imports'

/**
 * Every package our code imports is declared in the package.json that governs the file: a workspace
 * package's own for `packages/<name>/`, the root's for everything else. A package that is there only
 * because another one brought it can leave with that package's next release.
 */

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
    expect([...workspaceNames].sort()).toEqual(['content-lake', 'pg-connections', 'shared', 'site-analyzer'])
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
