import { describe, expect, it } from 'vitest'
import { siteRoot } from './snapshot'

describe('the site’s own address', () => {
  it('is the host’s root, or the site’s folder on a host that keeps each site in a folder', () => {
    expect(siteRoot('https://panaderia.example/Index.html')).toBe('https://panaderia.example/')
    expect(siteRoot('https://panaderia.example/menu/carta.html?x=1')).toBe('https://panaderia.example/')
    expect(siteRoot('https://usuario.github.io/english-academy/PW.html')).toBe(
      'https://usuario.github.io/english-academy/',
    )
    expect(siteRoot('https://usuario.github.io/')).toBe('https://usuario.github.io/')
    expect(siteRoot('https://usuario.github.io/Index.html')).toBe('https://usuario.github.io/')
  })
})
