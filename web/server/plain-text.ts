/**
 * Text from visitors and third parties, made safe for where it goes: no control characters, and
 * no line breaks where a line break would start a line of its own (a header-like line in an
 * e-mail's body, a subject).
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001F\u007F]/g
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlsButLines = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g
/** Every way text breaks a line: CR, LF, vertical tab, form feed, NEL, the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- matching line breaks is the point
const lineBreaks = /\r\n?|[\n\u000B\u000C\u0085\u2028\u2029]/g

/** Without any control character, line breaks included (a search, a name from a third party). Postgres refuses NUL in text. */
export const withoutControls = (text: string) => text.replace(controlCharacters, '')

/** Keeping its tabs and lines (a note, a message), without the other control characters. */
export const withLines = (text: string) => text.replace(controlsButLines, '')

/** On one line (a name in an e-mail's line or its subject): each line break a space, no control character. */
export const oneLine = (text: string) => withoutControls(text.replace(lineBreaks, ' '))

/** Its lines, each after the first indented, so none can pass for a line of its own ("Bcc: …"). */
export const indentedLines = (text: string) =>
  withLines(text)
    .split(lineBreaks)
    .map((line, index) => (index === 0 ? line : `  ${line}`))
    .join('\n')
