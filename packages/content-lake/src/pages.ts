import type { LakeResponse } from './http'

type Text = { es: string; en: string }

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!)

/** The pages' one inline style, which the lake's policy allows by its hash (security-headers.ts). */
export const pageStyle =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}' +
  'code{background:#f0f0f0;padding:0 .25rem}section+section{border-top:1px solid #ccc;margin-top:2rem}'

/**
 * The few pages the lake shows a person instead of the Studio, Spanish first and English below
 * (the lake cannot know the editor's language before the Studio loads).
 */
function sendPage(response: LakeResponse, status: number, title: Text, body: Text, form = '') {
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title.es)}</title>
<style>${pageStyle}</style></head>
<body><main>
<section><h1>${escape(title.es)}</h1><p>${escape(body.es)}</p></section>
<section lang="en"><h2>${escape(title.en)}</h2><p>${escape(body.en)}</p></section>
${form}
</main></body></html>`
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  })
  response.end(html)
}

/** How to sign in: 401 for the Studio's page without a session, 200 where the Studio sends a signed-out editor. */
export const signInNeeded = (response: LakeResponse, status: 200 | 401 = 401) =>
  sendPage(
    response,
    status,
    { es: 'Inicia sesión para editar', en: 'Sign in to edit' },
    {
      es: 'Ejecuta npm run studio en la carpeta del proyecto y abre la dirección de acceso que imprime.',
      en: 'Run npm run studio in the project folder and open the sign-in address it prints.',
    },
  )

export const loginSpent = (response: LakeResponse) =>
  sendPage(
    response,
    403,
    { es: 'Esta dirección de acceso ya no sirve', en: 'This sign-in address no longer works' },
    {
      es: 'Cada dirección sirve una sola vez y durante 10 minutos. Ejecuta npm run studio otra vez para obtener una nueva.',
      en: 'Each address works once, within 10 minutes. Run npm run studio again for a new one.',
    },
  )

/** The workspace menu's "Manage project" on the lake (studio/offline-build.ts): the local project. */
export const localProject = (response: LakeResponse) =>
  sendPage(
    response,
    200,
    { es: 'Proyecto local', en: 'Local project' },
    {
      es: 'Este Studio edita el lago de contenido local de este equipo, en DATA_DIR/lake. Cada editor entra con npm run studio -- --name "Su nombre"; npm run content:export guarda el contenido y npm run content:restore lo devuelve tal como estaba. Los proyectos en sanity.io se gestionan en sanity.io/manage.',
      en: 'This Studio edits the local content lake on this machine, in DATA_DIR/lake. Each editor signs in with npm run studio -- --name "Their name"; npm run content:export saves the content and npm run content:restore brings it back exactly as it was. Projects on sanity.io are managed at sanity.io/manage.',
    },
  )

/** Signing in with an address that names nobody, in a browser that does not remember a name. */
export const askName = (response: LakeResponse, code: string) =>
  sendPage(
    response,
    200,
    { es: 'Tu nombre', en: 'Your name' },
    {
      es: 'Es el nombre con el que los demás editores te ven en el Studio y en el historial de cada cambio. Este navegador lo recuerda.',
      en: 'It is the name other editors see you by in the Studio and in the History of each change. This browser remembers it.',
    },
    `<form method="get" action="/lake/login"><input type="hidden" name="code" value="${escape(code)}">
<p><label>Nombre · Name <input name="name" required maxlength="60" autocomplete="name"></label></p>
<p><button>Entrar · Sign in</button></p></form>`,
  )
