import autocannon from 'autocannon'
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { paths } from '../../web/src/paths'
import { startProductionServer } from './server-process'

/**
 * `npm run bench:pages` (after `npm run build`; needs nginx: `apt-get install -y nginx-light`):
 * cached pages against nginx serving the very same bytes, in one run on this machine. Each page is
 * fetched once with `Accept-Encoding: br`; nginx then serves those bytes with the same encoding.
 * Both are loaded for 10 s at 16 connections; prints requests/s and p99 latency per page and the
 * ratio. Decision 0008's budget: the site reaches at least half of nginx's throughput.
 */
const port = Number(process.env.BENCH_PORT ?? 4298)
const nginxPort = port + 1
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 16
const routes = [paths.home, paths.services, paths.contact]
const headers = { 'accept-encoding': 'br' }

type Figures = { requests: number; p99: number }

async function load(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds, headers })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { requests: result.requests.average, p99: result.latency.p99 }
}

/** nginx serving each page's brotli bytes as a static file, with the site's content headers. */
function startNginx(pagesFolder: string, files: Map<string, string>) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  const locations = [...files].map(
    ([route, file]) =>
      `location = ${route} { default_type "text/html; charset=utf-8"; add_header Content-Encoding br; add_header Vary "Cookie, Accept-Encoding"; try_files /${file} =404; }`,
  )
  writeFileSync(
    path.join(folder, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${folder}/nginx.pid; error_log ${folder}/error.log;
events { worker_connections 1024; }
http { access_log off; client_body_temp_path ${folder}; proxy_temp_path ${folder}; fastcgi_temp_path ${folder};
  uwsgi_temp_path ${folder}; scgi_temp_path ${folder};
  server { listen 127.0.0.1:${nginxPort}; root ${pagesFolder}; ${locations.join('\n    ')} } }`,
  )
  return spawn('nginx', ['-c', path.join(folder, 'nginx.conf'), '-p', folder], { stdio: 'inherit' })
}

if (spawnSync('nginx', ['-v']).error) throw new Error('bench:pages compares with nginx: apt-get install -y nginx-light')
const server = await startProductionServer(port, 'bench-pages')
let nginx: ReturnType<typeof startNginx> | undefined
try {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
  // nginx's workers run as an unprivileged user: they must be able to read the pages.
  chmodSync(folder, 0o755)
  const files = new Map<string, string>()
  for (const route of routes) {
    const { encoding, body: raw } = await rawResponse(`http://127.0.0.1:${port}${route}`)
    if (encoding !== 'br') throw new Error(`${route} was not served with brotli`)
    const file = `${route === '/' ? 'home' : route.slice(1)}.br`
    writeFileSync(path.join(folder, file), raw, { mode: 0o644 })
    files.set(route, file)
  }
  nginx = startNginx(folder, files)
  await new Promise((resolve) => setTimeout(resolve, 500))
  console.log(`| page | site req/s | site p99 | nginx req/s | nginx p99 | ratio |`)
  console.log('|---|---|---|---|---|---|')
  for (const route of routes) {
    const site = await load(`http://127.0.0.1:${port}${route}`)
    const reference = await load(`http://127.0.0.1:${nginxPort}${route}`)
    const ratio = site.requests / reference.requests
    console.log(
      `| ${route} | ${Math.round(site.requests)} | ${site.p99} ms | ${Math.round(reference.requests)} | ${reference.p99} ms | ${ratio.toFixed(2)} |`,
    )
  }
} finally {
  nginx?.kill()
  await server.stop()
}

/** The response body exactly as sent on the wire (fetch would decode it), and its encoding. */
function rawResponse(url: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}
