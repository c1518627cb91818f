/**
 * product §5's shape (text, @, text, dot, text) narrowed to exactly one mailbox: no spaces, commas,
 * semicolons, quotes, angle brackets or parentheses, which would let one field name two recipients
 * (`a@b.cd,attacker@evil.test`) or a display name. Letters of any script are allowed.
 */
export const emailPattern =
  /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u
