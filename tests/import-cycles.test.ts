import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { root, sources, specifiers } from './support/source-imports'

/**
 * No file reaches itself through its imports, type imports and `import()` included: the lint's
 * `import-x/no-cycle` skips type imports, and a cycle of types is still two files that cannot be
 * understood, or moved, one without the other.
 */

const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile).config,
  ts.sys,
  root,
)
const ours = new Set(sources)

/** The files of ours a source imports, resolved as TypeScript resolves them (workspace packages to their sources). */
function importsOf(file: string): string[] {
  const absolute = path.join(root, file)
  return specifiers(file, readFileSync(absolute, 'utf8')).flatMap((specifier) => {
    const resolved = ts.resolveModuleName(specifier, absolute, options, ts.sys).resolvedModule?.resolvedFileName
    const relative = resolved && path.relative(root, resolved)
    return relative && ours.has(relative) ? [relative] : []
  })
}

/** The groups of files that import one another (Tarjan's strongly connected components of two files or more). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1) groups.push(group.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return groups
}

describe('import cycles', () => {
  it('finds a cycle through type imports and import(), and none in a tree', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'd.ts']],
      ['d.ts', []],
    ])
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']])
    expect(
      cyclesOf(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([])
    expect(specifiers('x.ts', "import type { T } from './t'\nconst m = await import('./m')")).toEqual(['./t', './m'])
  })

  // Resolving some 600 files' imports takes seconds when the machine is busy.
  it('no file of ours reaches itself through what it imports', { timeout: 60_000 }, () => {
    const graph = new Map(sources.filter((file) => /\.tsx?$/.test(file)).map((file) => [file, importsOf(file)]))
    expect(cyclesOf(graph)).toEqual([])
  })
})
