import {spawn} from 'node:child_process'
import {lakeOptions} from '../web/server/content'
import {loadEnvOrExit} from '../web/server/env.server'
import {connectLake} from '../web/server/lake/connect'

/**
 * `npm run studio`: the Studio's development server on http://localhost:3333, against the local
 * content lake (started here unless the site already runs one on LAKE_PORT), or against hosted
 * Sanity when SANITY_STUDIO_PROJECT_ID is set.
 */

const env = loadEnvOrExit()

const hosted = Boolean(process.env.SANITY_STUDIO_PROJECT_ID)
const lake = hosted ? undefined : await connectLake(lakeOptions(env))
const studioEnv = lake ? {...process.env, SANITY_STUDIO_API_HOST: lake.secureUrl} : process.env

if (lake) {
  const host = `https://local.localhost:${lake.port}`
  console.log(
    [
      `Content lake: ${lake.owned ? 'started' : 'already running'} on port ${lake.port} (documents in ${lakeOptions(env).dir}).`,
      `The lake's certificate is made on this machine: the first time, open ${host} and accept it,`,
      `or edit in the built Studio the lake serves itself at ${host}/ (npm run studio:build first).`,
    ].join('\n'),
  )
}

const studio = spawn('sanity', ['dev', '--port', '3333'], {cwd: 'studio', env: studioEnv, stdio: 'inherit'})
const stop = async () => {
  studio.kill('SIGTERM')
  await lake?.close()
  process.exit(0)
}
process.once('SIGINT', () => void stop())
process.once('SIGTERM', () => void stop())
studio.on('exit', (code) => void lake?.close().then(() => process.exit(code ?? 0)))
