import { describe, expect, it } from 'vitest'
import { minifyCss, withMinifiedCss } from './styled-css.ts'

describe('minifyCss', () => {
  it('drops comments and the whitespace around braces, semicolons, commas and after colons', () => {
    const css = `
  display: inline-flex;
  /* Narrower sides on a phone. */
  padding: var(--space-sm) var(--space-md);
  transition:
    transform 150ms ease,
    box-shadow 150ms ease;
  &:hover {
    color: red;
  }
`
    expect(minifyCss(css)).toBe(
      ' display:inline-flex;padding:var(--space-sm) var(--space-md);transition:transform 150ms ease,box-shadow 150ms ease;&:hover{color:red;}',
    )
  })

  it('keeps the spaces CSS needs: descendants, quoted strings, the edges of an interpolation', () => {
    expect(minifyCss('main :is(a, button) > p {')).toBe('main :is(a,button) > p{')
    expect(minifyCss(`  content: '⚠  ';\n  font-family: "Segoe  UI";`)).toBe(` content:'⚠  ';font-family:"Segoe  UI";`)
    expect(minifyCss(' ')).toBe(' ')
    expect(minifyCss('\n  border: 1px solid ')).toBe(' border:1px solid ')
  })
})

describe('withMinifiedCss', () => {
  const source = `import styled, { css as styles, keyframes } from 'styled-components'
import { other } from 'elsewhere'

const pulse = keyframes\`
  from { opacity: 0; }
\`
export const Box = styled.div.attrs({ role: 'note' })\`
  margin: \${({ $gap }) => styles\`
    \${$gap}px  auto
  \`};
  animation: \${pulse} 1s;
\`
const kept = other\`  keep   this  \`
const raw = String.raw\`  and   this  \`
`

  it("minifies the templates tagged by styled-components' exports, nested ones included, and no others", () => {
    const code = withMinifiedCss(source, 'web/src/example.tsx')!.code
    expect(code).toContain('keyframes`from{opacity:0;}`')
    expect(code).toContain("styled.div.attrs({ role: 'note' })`margin:${")
    expect(code).toContain('styles`${$gap}px auto`')
    expect(code).toContain('};animation:${pulse} 1s;`')
    expect(code).toContain('other`  keep   this  `')
    expect(code).toContain('String.raw`  and   this  `')
  })

  it('leaves a module alone when nothing changes or it does not use styled-components', () => {
    expect(
      withMinifiedCss("import styled from 'styled-components'\nexport const A = styled.p`margin:0;`", 'a.ts'),
    ).toBe(undefined)
    expect(withMinifiedCss('export const css = (s: unknown) => s\ncss`  a  `', 'b.ts')).toBeUndefined()
  })
})
