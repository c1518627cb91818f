import { execFileSync } from 'node:child_process'
import { existsSync, globSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/** The documentation holds together: decision records say when and whether, links lead somewhere. */

const root = fileURLToPath(new URL('..', import.meta.url))
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

const decisions = globSync('docs/decisions/*.md', { cwd: root }).sort()
const markdown = ['README.md', ...globSync('docs/**/*.md', { cwd: root })].sort()

/** Most records fit on a page; one that does not is a lab notebook again. */
const decisionWordBudget = 800

describe('decision records', () => {
  it('are there', () => {
    expect(decisions.length).toBeGreaterThan(20)
  })

  it.each(decisions)('%s opens with its number, then its date and status', (file) => {
    const [title, ...rest] = read(file).split('\n')
    const number = path.basename(file).slice(0, 4)
    expect(title).toMatch(new RegExp(`^# ${number} — \\S`))
    expect(rest.find((line) => line.trim())).toMatch(
      /^\*\*Date:\*\* \d{4}-\d{2}-\d{2} · \*\*Status:\*\* (accepted|superseded)\b/,
    )
  })

  it.each(decisions)(`%s has at most ${decisionWordBudget} words`, (file) => {
    expect(read(file).split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(decisionWordBudget)
  })
})

/** The targets of a Markdown file's links, outside code: `[text](target)`. */
function linkTargets(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!)
}

describe('links between documents', () => {
  it.each(markdown)('%s links only to files that exist', (file) => {
    const missing = linkTargets(read(file))
      .filter((target) => !/^([a-z]+:|#)/i.test(target))
      .map((target) => target.replace(/[#?].*$/, ''))
      .filter((target) => !existsSync(path.join(root, path.dirname(file), decodeURI(target))))
    expect(missing).toEqual([])
  })
})

/**
 * What the repository must not cite: documents that live outside it, and issue numbers. This file
 * names them to find them, so it is the one file not searched.
 */
const outsideReferences = [/\b(ARCHITECTURE|READING|CONVENTIONS|SPEC)\.md\b/, /\.\.\/shared\b/, /\bissues? #?\d+/i]

describe('tracked files', () => {
  it('cite no document outside the repository and no issue number', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter((file) => file && file !== 'tests/docs.test.ts' && existsSync(path.join(root, file)))
    const citing = files.flatMap((file) => {
      const bytes = readFileSync(path.join(root, file))
      if (bytes.includes(0)) return [] // binary: images, fonts, archives
      const text = bytes.toString('utf8')
      return outsideReferences.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`)
    })
    expect(files.length).toBeGreaterThan(100)
    expect(citing).toEqual([])
  })
})
