import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { fixtureDocuments } from './fixtures'

const root = join(import.meta.dirname, '..')

/**
 * Where the words the visitor or the owner reads are written outside the content: the interface, the
 * analysis report's catalogues, e-mail and PDF, and the Studio's Leads tool.
 */
const sourceFolders = ['web/src', 'packages/site-analyzer/src/report', 'studio/leads']

/** Every string the fixtures hold, with where it is: `homePage.hero.title.en`. */
function* strings(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value]
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) yield* strings(item, `${path}.${key}`)
}

function* sourceFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path
  }
}

/** Every string literal, template piece and JSX text of a source file, with its file and line; tagged templates are styles. */
function* literals(path: string): Generator<[string, string]> {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const where = (node: ts.Node) =>
    `${relative(root, path)}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}`
  const visit = (node: ts.Node): Generator<[string, string]> =>
    (function* () {
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node))
        yield [where(node), node.text]
      if (!ts.isTaggedTemplateExpression(node)) for (const child of node.getChildren(file)) yield* visit(child)
    })()
  yield* visit(file)
}

const copy = [
  ...fixtureDocuments.flatMap((document) => [...strings(document, document._id)]),
  ...sourceFolders.flatMap((folder) => [...sourceFiles(join(root, folder))].flatMap((path) => [...literals(path)])),
]
const offending = (test: (text: string) => boolean) =>
  copy.filter(([, text]) => test(text)).map(([path, text]) => `${path}: ${text.slice(0, 80)}`)

/** docs/style-guide.md, on every string of the fixture content and of the sources above, both languages. */
describe('the copy follows the style guide', () => {
  it('has a copy to read', () => {
    expect(copy.length).toBeGreaterThan(500)
  })

  it('writes an ellipsis as one character', () => {
    expect(offending((text) => text.includes('...'))).toEqual([])
  })

  it('writes apostrophes curly, as the copy does everywhere', () => {
    expect(offending((text) => /\p{L}'\p{L}|\p{L}s'\s/u.test(text))).toEqual([])
  })

  it('says “gratis”, never “gratuito” or “gratuita”', () => {
    expect(offending((text) => /gratuit[oa]s?\b/i.test(text))).toEqual([])
  })

  it('says “demo”, never “demostración”', () => {
    expect(offending((text) => /demostraci[oó]n/i.test(text))).toEqual([])
  })

  it('asks each FAQ question in one wording, whichever pages show it', () => {
    type Question = { id: string; text: string; words: Set<string> }
    // The words that carry the meaning: four letters or more, accents and case folded.
    const words = (text: string) =>
      new Set(
        text
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .split(/[^\p{L}]+/u)
          .filter((word) => word.length >= 4),
      )
    const languages = ['es', 'en']
    const questions = fixtureDocuments
      .filter((document) => document._type === 'faqItem')
      .flatMap((document) =>
        languages
          .flatMap((language) => (document.question as Partial<Record<string, string>>)[language] ?? [])
          .map((text): Question => ({
            id: document._id,
            text,
            words: words(text),
          })),
      )
    expect(questions.length).toBeGreaterThan(20)
    const overlap = (a: Question, b: Question) =>
      [...a.words].filter((word) => b.words.has(word)).length / new Set([...a.words, ...b.words]).size
    const rewordings = questions.flatMap((a, index) =>
      questions
        .slice(index + 1)
        .filter((b) => a.id !== b.id && a.text !== b.text && overlap(a, b) >= 0.5)
        .map((b) => `${a.id} “${a.text}” ~ ${b.id} “${b.text}”`),
    )
    expect(rewordings).toEqual([])
  })

  it('never splits “El Salvador”, outside page titles and structured data, which no line breaks', () => {
    const unbroken = (found: string) => found.startsWith('web/src/app/page-head.ts:')
    const split = offending((text) => text.includes('El Salvador') && !text.includes('| Zenit Digital'))
    expect(split.filter((found) => !unbroken(found))).toEqual([])
  })
})
