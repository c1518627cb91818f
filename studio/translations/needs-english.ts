/**
 * The Translations list's count of documents that need English, in both languages: one document
 * is singular in Spanish and English alike, more than one plural, and none says the work is done.
 */
export function needsEnglish(count: number): {es: string; en: string} {
  if (count === 0) {
    return {
      es: 'Todos los documentos tienen su texto en inglés, hecho a partir del español actual.',
      en: 'Every document has its English text, made from the current Spanish.',
    }
  }
  return count === 1
    ? {es: '1 documento necesita inglés.', en: '1 document needs English.'}
    : {es: `${count} documentos necesitan inglés.`, en: `${count} documents need English.`}
}
