import { describe, expect, it } from 'vitest'
import { siteRoot } from './snapshot'

describe('the site’s own address, asked beside a home page published as a file', () => {
  it('is the host’s root beside a file there, or the site’s folder on a host that keeps each site in a folder', () => {
    expect(siteRoot('https://panaderia.example/Index.html')).toBe('https://panaderia.example/')
    expect(siteRoot('https://usuario.github.io/english-academy/PW.html')).toBe(
      'https://usuario.github.io/english-academy/',
    )
    expect(siteRoot('https://usuario.github.io/Index.html')).toBe('https://usuario.github.io/')
  })

  it('is not asked for a folder or a deeper page, whose site may begin anywhere above it', () => {
    for (const url of [
      'https://panaderia.example/',
      'https://panaderia.example/?utm_source=x',
      'https://hosting.example/clientes/panaderia/',
      'https://panaderia.example/menu/carta.html',
      'https://usuario.github.io/panaderia/',
    ])
      expect(siteRoot(url), url).toBeUndefined()
  })
})
