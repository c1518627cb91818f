/**
 * Lake answers of 400 or more that the Studio meets by design, each with its reason. The README
 * lists the same ones ("Answers of 400 or more"; `studio-errors-by-design.test.ts` holds the two
 * together) and the Studio journeys allow these and nothing else.
 */
export type ExpectedAnswer = {
  status: number
  method: string
  /** The start of the request's path, as the lake sees it. */
  path: string
  reason: string
}

export const expectedStudioAnswers: readonly ExpectedAnswer[] = []

export const isExpectedAnswer = (status: number, method: string, pathname: string) =>
  expectedStudioAnswers.some(
    (answer) => answer.status === status && answer.method === method && pathname.startsWith(answer.path),
  )

/** How the README lists an expected answer: one table row. */
export const expectedAnswerRow = ({ status, method, path, reason }: ExpectedAnswer) =>
  `| \`${status} ${method} ${path}\` | ${reason} |`
