/**
 * The phone numbers templates ship with, by shape: one digit repeated, counted up, the range kept
 * for fiction, or x's for digits. One rule for the numbers a page writes (placeholders.ts) and the
 * numbers its links dial (links.ts).
 */

/** A number shown with x for its digits: 2XXX-XXXX, +503 7xxx xxxx. */
export const maskedPhone = /(?<![\w-])(?:\+\d{1,3}[ .-]?)?\d?[xX]{3,4}[ .-]?[xX]{3,4}(?![\w-])/
/** Every digit the same: 0000 0000; other repeated digits are vanity numbers a business may have paid for. */
const sameDigits = /^([0159])\1{6,}$/
/** The range of the United States kept for fiction: 555-0100 to 555-0199, with or without an area code. */
const fictionRange = /^(1?\d{3})?55501\d\d$/
const ascending = '01234567890123456789'

/**
 * Whether a run of digits is a placeholder: one digit repeated, counted up (down is a real
 * 7654-3210) with at most two digits after the count to tell a template's staff apart
 * (`123456789` + `1`, `2`…), or the range kept for fiction.
 */
const placeholderDigits = (digits: string) =>
  digits.length >= 7 && (sameDigits.test(digits) || fictionRange.test(digits) || countedUp(digits))

/** Counted up, whole or (eight digits or more) followed by one or two others. */
const countedUp = (digits: string) =>
  [0, 1, 2].some((tail) => {
    const counted = digits.slice(0, digits.length - tail)
    return (tail === 0 || counted.length >= 8) && ascending.includes(counted)
  })

/** A run of seven digits or more counted up, whatever it stands for: a bank account, a tax ID, a code («191-12345678-0-00»). */
export const countedUpDigits = (text: string) => (text.match(/\d{7,}/g) ?? []).some((run) => ascending.includes(run))

/**
 * Whether a written number is shaped as a template's phone: the whole of it, or what follows its
 * country or area code, is a placeholder (`+591 1 2345 678`, `555-0100`, `0000 0000`), or its digits
 * are x's. A real number that only contains a run (`+503 2222 3456`) is not one.
 */
export function placeholderPhone(written: string): boolean {
  if (maskedPhone.test(written)) return true
  const groups = written.match(/\d+/g) ?? []
  if (groups.join('').length < 7) return false
  return groups.some(
    (_, index) =>
      groups.slice(0, index).every((code) => code.length <= 4) && placeholderDigits(groups.slice(index).join('')),
  )
}

/** The digits a `tel:` or WhatsApp link dials, and whether they start with a country code. */
export function dialled(href: string): { digits: string; international: boolean } | undefined {
  const number = /^tel:([+\d\s().-]+)|(?:wa\.me\/|[?&]phone=)(?:\+|%2B)?(\d+)/i.exec(href.trim())
  if (!number) return undefined
  const digits = (number[1] ?? number[2]!).replace(/\D/g, '')
  return { digits, international: number[2] !== undefined || /^\s*(\+|00)/.test(number[1]!) }
}

/**
 * A dialled number shaped as a template's: itself, or what follows its country and area codes, up to
 * four digits in all (`+54 11 1234-5678`), leaving a whole number of eight digits or more. A link's
 * digits carry no grouping, so a shorter rest would take a real `+503 7234 5678` for `2345678`.
 */
export const placeholderLink = ({ digits, international }: { digits: string; international: boolean }) =>
  (international ? [0, 1, 2, 3, 4] : [0]).some(
    (code) =>
      ((code === 0 || digits.length - code >= 8) && placeholderDigits(digits.slice(code))) ||
      // Seven digits or more, all one, after a code: `tel:+570000000` is no one's number.
      (code > 0 && digits.length - code >= 7 && sameDigits.test(digits.slice(code))),
  )

/** Whether a `tel:` or WhatsApp link dials a number shaped as a template's (a leftover placeholders.ts names). */
export function dialsExampleNumber(href: string): boolean {
  const number = dialled(href)
  return number !== undefined && placeholderLink(number)
}

/** Whether a `tel:` or WhatsApp link dials a template's number: x's for digits, or a shape above. */
export const dialsPlaceholder = (href: string) => /x{3,}/i.test(href) || dialsExampleNumber(href)
