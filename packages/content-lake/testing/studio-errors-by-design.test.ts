import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { expectedAnswerRow, expectedStudioAnswers, isExpectedAnswer } from './studio-errors-by-design'

describe('the lake answers of 400 or more the Studio meets by design', () => {
  it("are the ones the lake's README lists, each with its reason", async () => {
    const doc = await readFile(new URL('../README.md', import.meta.url), 'utf8')
    const section = doc.split(/^## /m).find((part) => part.startsWith('Answers of 400 or more'))
    expect(section).toBeDefined()
    const rows = section!.split('\n').filter((line) => line.startsWith('| `'))
    expect(rows).toEqual(expectedStudioAnswers.map(expectedAnswerRow))
  })

  it('match by status, method and the start of the path, nothing else', () => {
    for (const { status, method, path } of expectedStudioAnswers) {
      expect(isExpectedAnswer(status, method, `${path}/more`)).toBe(true)
      expect(isExpectedAnswer(status + 1, method, path)).toBe(false)
    }
    expect(isExpectedAnswer(404, 'GET', '/v1/anything-the-lake-does-not-implement')).toBe(false)
  })
})
