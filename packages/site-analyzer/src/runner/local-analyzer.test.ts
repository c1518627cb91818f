import { pino } from 'pino'
import { expect, it } from 'vitest'
import { startFixtureSite } from '../../testing'
import { chromiumPath } from '../chromium'
import { canRun } from '../phone/browser'
import { createLocalAnalyzer } from './local-analyzer'

it.runIf(await canRun(chromiumPath))(
  'logs one line per analysis, with what the egress proxy refused: how many and the first',
  async () => {
    const site = await startFixtureSite({
      '/': {
        body: '<!doctype html><html lang="es"><title>Panadería</title><h1>Panadería</h1><img src="http://10.0.0.1/pan.jpg" alt="Pan"><img src="http://169.254.169.254/latest" alt="x"></html>',
      },
    })
    const lines: Record<string, unknown>[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
    const analyze = createLocalAnalyzer(
      { concurrency: 1, allowHosts: [site.host], phone: { chromiumPath }, logLevel: 'info' },
      log,
    )
    try {
      await analyze(site.url())
      expect(lines).toHaveLength(1)
      // Chromium's own background requests may be refused first; the page's two always are.
      expect(lines[0]).toMatchObject({ msg: 'analysis done', host: site.host, phone: 'measured' })
      expect(lines[0]!.refused).toBeGreaterThanOrEqual(2)
      expect(lines[0]!.firstRefused).toEqual(expect.any(String))
    } finally {
      await site.close()
    }
  },
  90_000,
)
