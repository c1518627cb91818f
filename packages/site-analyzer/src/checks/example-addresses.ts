/** What templates ship with for the owner to replace: e-mails, web addresses and form services' settings. */

/** A domain templates write for the owner's own: dominio.com, example.com, tusitio.com, tu-sitio-web.com. */
const exampleDomain = String.raw`(?:example|ejemplo|your-?domain|tu-?dominio|mi-?dominio|my-?domain|dominio|domain|yourcompany|tu-?empresa|your-?site|tu-?sitio(?:-?web)?|mi-?sitio(?:-?web)?|tu-?web|tu-?pagina|your-?website|tu-?negocio|your-?business|company|empresa)\.[a-z]{2,}(?:\.[a-z]{2})?\b`
/** A placeholder's address in a word: ejemplo@, tucorreo@; or at a placeholder domain: @dominio.com, @example.com. */
export const exampleEmail = new RegExp(
  String.raw`(?<![\w.+-])[\w.+-]{1,64}@${exampleDomain}|(?<![\w.+-])(?:your-?email|your\.email|tu-?correo|tu[._]correo|tu-?email|yourname|tu-?nombre|ejemplo|example|john\.?doe|juan\.?perez)@`,
  'i',
)
/**
 * A web address a template left for the owner's own: at a placeholder domain (`https://www.tudominio.com/`)
 * or a GitHub Pages site of a placeholder user (`https://tu-usuario.github.io/tu-repositorio/`).
 */
export const exampleWebAddress = new RegExp(
  String.raw`^https?://(?:www\.)?(?:${exampleDomain}|(?:tu-?usuario|usuario|your-?username|username|your-?user|user|tu-?nombre|yourname)\.github\.io\b)`,
  'i',
)
/** A form service's settings still as the template left them: the form sends nowhere. */
export const formToken =
  /\b(API_TOKEN|API_KEY|YOUR_[A-Z_]+|your[-_]form[-_]id|\{form_?id\}|your-?email@|your_email@|ACCESS_KEY_HERE)\b|formspree\.io\/(f\/)?(\{|your|x{4,}|form_?id)[^"'\s]*/i
/** A form service's id in its address (`formspree.io/f/<id>`, `getform.io/f/<id>`). */
export const formServiceId =
  /(?:formspree\.io|getform\.io|basin\.\w+|formcarry\.com|formkeep\.com)\/(?:f\/|s\/)?([^/?#"'\s]+)/i
/** Every form service's id in a piece of code. */
export const formServiceIds = new RegExp(formServiceId.source, 'gi')
/**
 * A service setting never filled in, by shape: "your/my/tu/mi …" (`tu-codigo`, `my_form`), a bare
 * word for what goes there (`codigo`, `id`, `key`), one character typed over and over (`keyyyyyyyy`),
 * or the alphabet's and the digits' first run (`xyzabc123`, `abc123`).
 */
export const placeholderSetting = (value: string) =>
  /^(?:(?:your|tu|mi|my)(?:[-_][\w-]*)?|c[oó]digo|code|id|form_?id|key|token|clave|aqu[ií]|here)$/i.test(value) ||
  // A name for what goes there, and where: `FORMSPREE_ID_AQUI`, `FORM_ID_HERE`.
  /[-_](?:aqu[ií]|here)$/i.test(value) ||
  /^(?:xyz|abc)+(?:123\d*)?$|^(?:xyz|abc)*123\d*$/i.test(value) ||
  /(.)\1{4,}/.test(value)

/**
 * Whether the only form services a piece of code sends to are still set as the template left them
 * (`fetch("https://formspree.io/f/xyzabc123")`): whatever it sends reaches no one.
 */
export function onlyExampleFormServices(code: string): boolean {
  const ids = [...code.matchAll(formServiceIds)].map((match) => match[1]!)
  return ids.length > 0 && ids.every(placeholderSetting) && !/\bemailjs\b/i.test(code)
}
