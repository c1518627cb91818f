import { describe, expect, it } from 'vitest'
import { emailPattern } from './email-address'

describe('emailPattern', () => {
  it.each(['ana@negocio.com.sv', 'ana.lopez+pedidos@gmail.com', 'josé@dominio.sv', "o'brien@mail.example"])(
    'accepts one mailbox: %s',
    (address) => expect(emailPattern.test(address)).toBe(true),
  )

  it.each([
    'a@b.cd,attacker@evil.test',
    'a@b.cd;attacker@evil.test',
    'a@b.cd attacker@evil.test',
    'Ana <ana@b.cd>',
    '"a,b"@b.cd',
    'a@b@c.cd',
    'a@b.cd\nBcc: x@evil.test',
    'a@-b.cd',
    'a@b.',
    'a@b',
  ])('refuses anything but one mailbox: %j', (address) => expect(emailPattern.test(address)).toBe(false))
})
