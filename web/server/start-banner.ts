import path from 'node:path'
import { lakeStudioUrl } from 'content-lake/address'
import type { Env } from './env.server'
import { mailOutboxDir } from './mail/mailer'

/** What a person who ran `npm start` needs, printed once the site listens: addresses, data, the Studio. */
export function startBanner(env: Env): string {
  const data = path.resolve(env.dataDir)
  const content =
    env.sanity.mode === 'embedded'
      ? [
          `Content  the local content lake on http://127.0.0.1:${env.lakePort}, kept in ${path.join(data, 'lake')}`,
          `Studio   ${lakeStudioUrl(env.lakePort)}/ (\`npm run studio\` in another terminal prints a sign-in address)`,
        ]
      : [
          `Content  Sanity project ${env.sanity.projectId}, dataset ${env.sanity.dataset}`,
          'Studio   `npm run studio` starts it against that project',
        ]
  const leads = env.databaseUrl ? 'Postgres (DATABASE_URL)' : path.join(data, 'leads.sqlite')
  const mail = env.smtpUrl ? 'sent through SMTP_URL' : `written as .eml files to ${mailOutboxDir(data)}`
  return [
    '',
    `Site     ${env.siteUrl}`,
    ...content,
    `Leads    ${leads} (\`npm run leads\` lists them)`,
    `E-mail   ${mail}`,
    'Stop     Ctrl+C',
    '',
  ].join('\n')
}
