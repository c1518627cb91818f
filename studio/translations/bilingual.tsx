/** A text of the Studio's own in both languages, as the sign-in button says "Iniciar sesión · Sign in". */
export type BilingualText = {es: string; en: string}

/** The Translations list's words, for translators who read either language. */
export const listWords = {
  loading: {es: 'Cargando…', en: 'Loading…'},
  missing: {es: 'Sin traducir', en: 'Missing'},
  outdated: {es: 'Desactualizado', en: 'Outdated'},
} satisfies Record<string, BilingualText>

/** Spanish first, marked as Spanish for screen readers (the Studio's page is English), then English. */
export function Bilingual({text}: {text: BilingualText}) {
  return (
    <>
      <span lang="es">{text.es}</span> · {text.en}
    </>
  )
}
