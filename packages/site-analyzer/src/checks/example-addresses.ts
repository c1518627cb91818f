/** The addresses templates ship with for the owner to replace: e-mails and web addresses. */

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
