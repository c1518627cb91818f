/** What the analysis benches ask of a production server over HTTP, and how they sum up latencies. */

let clients = 0
/** A client address of its own, so that no two analyses share a rate limit unless asked to. */
export const newClient = () => (clients += 1)

/** Why a report has no phone figures, read from its Spanish wording. */
const phoneReasons = {
  busy: 'ocupado con otros análisis',
  timeout: 'La medición no terminó',
  failed: 'El navegador no pudo terminar',
  'no-browser': 'No pudimos abrir en nuestro servidor el navegador',
  memory: 'pidió más de',
  cpu: 'procesador ocupado más de',
} as const

type Answer = { message?: { content: string }; queued?: { ticket: string }; status?: string }

/** A queued analysis's report, asked for every second as the page asks for it (every 4 s). */
async function fromQueue(origin: string, ticket: string): Promise<string> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const answer = (await (await fetch(`${origin}/api/analyze/queue/${ticket}`)).json()) as Answer
    if (answer.status === 'done') return answer.message!.content
    if (answer.status === 'failed') return ''
  }
}

/**
 * One analysis over HTTP (a trusted proxy's header names the client), and what its report says. One
 * put on the waiting list (202) is followed to its end; `status` is the first answer's.
 */
export async function analyse(origin: string, url: string, client = newClient()) {
  const started = performance.now()
  const response = await fetch(`${origin}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${client >> 8}.${client & 255}` },
    body: JSON.stringify({ url, mode: 'inline', ip: 'unknown' }),
    signal: AbortSignal.timeout(90_000),
  }).catch(() => undefined)
  const answer = response?.ok ? ((await response.json()) as Answer) : {}
  const content = answer.queued ? await fromQueue(origin, answer.queued.ticket) : (answer.message?.content ?? '')
  const measured = /\/100; /.test(content)
  return {
    ms: Math.round(performance.now() - started),
    status: response?.status ?? 0,
    measured,
    unmeasuredFor: measured
      ? undefined
      : (Object.entries(phoneReasons).find(([, words]) => content.includes(words))?.[0] ?? 'unknown'),
    overall: Number(/<h2>[^<]*: (\d+)\/100<\/h2>/.exec(content)?.[1] ?? NaN),
    phoneScore: Number(/(?:rendimiento|performance) (\d+)\/100/.exec(content)?.[1] ?? NaN),
    blamesScripts: content.includes('<strong>Scripts que bloquean el teléfono</strong>'),
  }
}

export const percentile = (values: number[], p: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!

export const latency = (values: number[]) => ({
  runs: values.length,
  p50Ms: percentile(values, 50),
  p99Ms: percentile(values, 99),
  maxMs: Math.max(...values),
})

/** Asks for a page every 25 ms until stopped; gives the latencies. */
export function probe(url: string) {
  const samples: number[] = []
  let running = true
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      await fetch(url).then((response) => response.arrayBuffer())
      samples.push(Math.round((performance.now() - started) * 10) / 10)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return latency(samples)
    },
  }
}
