import { globSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { documentStyle } from './document-style'
import { theme, themeProperties } from './theme'

/** Every `var(--name)` a source file of the site uses, with the file. */
function usedProperties(): { file: string; name: string }[] {
  const files = globSync('web/src/**/*.{ts,tsx}', { exclude: (file) => file.includes('.test.') })
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/var\((--[a-z0-9-]+)\)/g)].map((match) => ({ file, name: match[1]! })),
  )
}

describe('the theme as custom properties', () => {
  it('names each token by its path, with the token as its value', () => {
    expect(themeProperties()).toContain(`--color-text-muted: ${theme.color.textMuted};`)
    expect(themeProperties()).toContain(`--font-size-2xl: ${theme.fontSize['2xl']};`)
    expect(themeProperties()).toContain(`--gradient-card-violet: ${theme.gradient.card.violet};`)
    expect(themeProperties()).toContain(`--z-header: ${theme.z.header};`)
  })

  it('declares every custom property a component uses (a typo would silently drop the rule)', () => {
    const declared = new Set(themeProperties().match(/^--[a-z0-9-]+(?=:)/gm))
    const used = usedProperties()
    expect(used.length).toBeGreaterThan(300)
    expect(used.filter(({ name }) => !declared.has(name))).toEqual([])
  })

  it('declares them on the document root that every page is sent', () => {
    expect(documentStyle).toContain(`:root {\n    ${themeProperties()}`)
  })
})
