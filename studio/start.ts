import {spawnSync, spawn} from 'node:child_process'
import {parseArgs} from 'node:util'
import {loadContentEnv} from 'shared/content-env'
import {loadOrExit} from 'shared/env-fields'
import {lakeOptions} from 'shared/lake'
import {connectLake, runningLake} from 'content-lake'
import path from 'node:path'
import {buildIsCurrent} from 'shared/build-freshness'
import {lakeStudioUrl} from 'content-lake/address'

/**
 * `npm run studio [-- --port N] [--name "Ana"]`: the built Studio, served by the local content lake
 * on its own address (one origin, one certificate), started here unless the site already runs it;
 * prints the one-time address that signs the editor in, under that name in presence and History. With SANITY_STUDIO_PROJECT_ID set, the Studio's
 * development server against hosted Sanity instead.
 */

const {values, positionals} = parseArgs({
  options: {port: {type: 'string'}, name: {type: 'string'}},
  allowPositionals: true,
})
const portArgument = values.port ?? positionals[0]
if (portArgument !== undefined) process.env.LAKE_PORT = portArgument
const env = loadOrExit(() => loadContentEnv())

if (process.env.SANITY_STUDIO_PROJECT_ID) {
  const studio = spawn('sanity', ['dev', '--port', String(portArgument ?? 3333)], {cwd: 'studio', stdio: 'inherit'})
  studio.on('exit', (code) => process.exit(code ?? 0))
} else {
  const options = lakeOptions(env)
  const studioDir = options.studioDir!
  const studioSources = ['studio', 'schemas']
  if (
    !(await buildIsCurrent(path.join(studioDir, 'index.html'), studioSources, (file) => file.startsWith(studioDir)))
  ) {
    console.log('Building the Studio (schemas or Studio code changed since the last build)…')
    if (spawnSync('npm', ['run', 'studio:build'], {stdio: 'inherit'}).status !== 0) process.exit(1)
  }
  // The seed's own script puts the fixtures into a lake that has no content yet (or none an editor changed).
  if (spawnSync('tsx', ['seed/seed.ts', '--unedited'], {stdio: 'inherit'}).status !== 0) process.exit(1)
  const lake = await connectLake(options)
  const running = await runningLake(options)
  const response = await running!.fetch('/lake/login-codes', {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({name: values.name}),
  })
  if (!response.ok) {
    console.error(`The content lake on port ${lake.port} refused a login: ${await response.text()}`)
    process.exit(1)
  }
  const {code} = (await response.json()) as {code: string}
  const origin = lakeStudioUrl(lake.port)
  console.log(
    [
      '',
      `Content lake ${lake.owned ? 'started' : 'already running (the site started it)'} on port ${lake.port}; documents in ${options.dir}.`,
      '',
      `Open this address in Chrome, Edge or Firefox to sign in to the Studio${values.name ? ` as ${values.name}` : ''} (it works once, within 10 minutes):`,
      '',
      `    ${origin}/lake/login?code=${code}`,
      '',
      `Afterwards the Studio is at ${origin}/ in that browser. Run npm run studio again for a new sign-in address.`,
      '',
      'The first time, the browser says the connection is not private: the certificate was made on this',
      `machine (${options.dir}/tls/cert.pem) and nobody else vouches for it. Choose "Advanced" and then`,
      '"Proceed to local.localhost" (Firefox: "Accept the Risk and Continue"). It asks once per browser.',
      lake.owned ? '' : '\nThe Studio stays available while the site runs.',
      lake.owned
        ? `Keep this running while you edit; the site (npm start) shares this lake when LAKE_PORT=${lake.port}.`
        : '',
    ].join('\n'),
  )
  if (lake.owned) {
    const stop = () => void lake.close().then(() => process.exit(0))
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
  }
}
