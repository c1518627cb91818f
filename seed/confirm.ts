import { createInterface } from 'node:readline/promises'

/**
 * Asks `question` on the terminal and returns only after a yes; any other answer fails with
 * "Nothing changed.". Without a terminal (a script, CI) there is nobody to ask: it fails with
 * `withoutTerminal`, which says how to go on without being asked.
 */
export async function confirmOnTerminal(
  question: string,
  withoutTerminal: string,
  fail: (message: string) => never,
): Promise<void> {
  if (!process.stdin.isTTY) fail(withoutTerminal)
  const prompt = createInterface({ input: process.stdin, output: process.stdout })
  const answer = await prompt.question(`${question} [y/N] `)
  prompt.close()
  if (!/^y(es)?$/i.test(answer.trim())) fail('Nothing changed.')
}
