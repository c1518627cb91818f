/**
 * The Translations list's count of documents that need English, in both languages: one
 * document is singular in Spanish and English alike, none and more than one are plural.
 */
export function needsEnglish(count: number): {es: string; en: string} {
  return count === 1
    ? {es: '1 documento necesita inglés.', en: '1 document needs English.'}
    : {es: `${count} documentos necesitan inglés.`, en: `${count} documents need English.`}
}
