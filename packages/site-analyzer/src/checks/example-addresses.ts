/** What templates ship with for the owner to replace: e-mails, web addresses and form services' settings. */

/** A domain templates write for the owner's own: dominio.com, example.com, tusitio.com. */
const exampleDomain = String.raw`(?:example|ejemplo|your-?domain|tu-?dominio|mi-?dominio|my-?domain|dominio|domain|yourcompany|tu-?empresa|yoursite|tu-?sitio|mi-?sitio|tu-?web|tu-?pagina|your-?website|company|empresa)\.[a-z]{2,}(?:\.[a-z]{2})?\b`
/** A placeholder's address in a word: ejemplo@, tucorreo@; or at a placeholder domain: @dominio.com, @example.com. */
export const exampleEmail = new RegExp(
  String.raw`[\w.+-]+@${exampleDomain}|(?<![\w.+-])(?:your-?email|your\.email|tu-?correo|tu[._]correo|tu-?email|yourname|tu-?nombre|ejemplo|example|john\.?doe|juan\.?perez)@`,
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
