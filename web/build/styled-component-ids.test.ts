import { describe, expect, it } from 'vitest'
import { withComponentIds } from './styled-component-ids.ts'

const source = `import styled, { css } from 'styled-components'
import { Link } from 'react-router-dom'

const shared = css\`color: red;\`
export const Box = styled.div<{ $wide: boolean }>\`width: 1px;\`
export const Button = styled.button.attrs({ type: 'button' })\`\${shared}\`
export const NavLink = styled(Link)\`color: blue;\`
export const Title = styled.h2.withConfig({ shouldForwardProp: () => true })\`margin: 0;\`
const label = String.raw\`not a component\`
`

const ids = (code: string) => [...code.matchAll(/withConfig\(\{ componentId: '([^']+)' \}\)/g)].map((match) => match[1])

describe('withComponentIds', () => {
  it('gives each styled component an id, and nothing else', () => {
    const code = withComponentIds(source, 'web/src/components/example.tsx')!.code
    expect(code).toContain("styled.div.withConfig({ componentId: 'sc-")
    expect(code).toContain("styled.button.withConfig({ componentId: 'sc-")
    expect(code).toMatch(/styled\.button\.withConfig\(\{ componentId: 'sc-\w{6,}' \}\)\.attrs\(\{ type: 'button' \}\)/)
    expect(code).toMatch(/styled\(Link\)\.withConfig\(\{ componentId: 'sc-\w{6,}' \}\)`color: blue;`/)
    expect(code).toMatch(/styled\.h2\.withConfig\(\{ componentId: 'sc-\w{6,}' \}\)\.withConfig\(\{ shouldForwardProp/)
    expect(code).toContain('css`color: red;`')
    expect(code).toContain('String.raw`not a component`')
    expect(new Set(ids(code)).size).toBe(4)
  })

  it('gives the same ids for the same module, whichever build reads it, and others elsewhere', () => {
    const first = ids(withComponentIds(source, 'web/src/components/example.tsx')!.code)
    expect(ids(withComponentIds(source, 'web/src/components/example.tsx')!.code)).toEqual(first)
    const elsewhere = ids(withComponentIds(source, 'web/src/components/other.tsx')!.code)
    expect(elsewhere.filter((id) => first.includes(id))).toEqual([])
  })

  it('leaves a module without styled components alone', () => {
    expect(withComponentIds("import { css } from 'styled-components'\nexport const a = css``", 'a.ts')).toBeUndefined()
    expect(withComponentIds('export const styled = 1', 'b.ts')).toBeUndefined()
  })
})
