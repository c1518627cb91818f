import { describe, expect, it } from 'vitest'
import { analyzeSite } from './analyze'
import { handwrittenSite, handwrittenSiteNames, startFixtureSite } from '../testing'

async function scoreOf(name: string): Promise<number> {
  const site = await startFixtureSite(await handwrittenSite(name))
  try {
    const result = await analyzeSite(site.url(), { policy: { allowHosts: [site.host] } })
    return result.scores.overall
  } finally {
    await site.close()
  }
}

describe('the score on the hand-written sites (packages/site-analyzer/testing/handwritten)', () => {
  it('ranks the sites in their known order and uses the scale', { timeout: 60_000 }, async () => {
    const names = await handwrittenSiteNames()
    const scores = []
    for (const name of names) scores.push(await scoreOf(name))
    expect(names).toHaveLength(5)
    // Strictly better sites score strictly higher, with room between neighbours; two sites nobody can
    // use (both at 30 or under, where each failure that stops visitors takes a fifth) need only keep their order.
    for (let index = 1; index < scores.length; index += 1) {
      const [better, worse] = [scores[index - 1]!, scores[index]!]
      expect(better - worse, `${names[index - 1]} over ${names[index]}: ${scores}`).toBeGreaterThanOrEqual(
        better <= 30 ? 1 : 5,
      )
    }
    expect(scores[0]).toBeGreaterThanOrEqual(85)
    expect(scores.at(-1)).toBeLessThanOrEqual(30)
  })
})
