// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { renderReport } from './render-report'

const html = (content: string) => {
  const rendered = renderReport(content)
  if (!('html' in rendered)) throw new Error('expected HTML')
  return rendered.html
}

describe('renderReport', () => {
  it('converts markdown with GitHub-flavoured line breaks and tables', () => {
    expect(html('# Hola\nuno\ndos')).toBe('<h3>Hola</h3>\n<p>uno<br>dos</p>\n')
    expect(html('| a | b |\n|---|---|\n| 1 | 2 |')).toContain('<table>')
  })

  it('shows HTML answers as they are, but sanitized', () => {
    const out = html(
      '<h2>Informe</h2><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    )
    expect(out).toContain('<h3>Informe</h3>')
    expect(out).not.toMatch(/onerror|<script|javascript:/)
  })

  it('sanitizes HTML that arrives inside markdown too', () => {
    expect(html('Hola <img src=x onerror=alert(1)> **ok**')).not.toContain('onerror')
  })

  it('treats our escaped tags as markdown text, not as an HTML answer', () => {
    expect(html('Añade \\<meta name="viewport"\\> en el **head**')).toBe(
      '<p>Añade &lt;meta name="viewport"&gt; en el <strong>head</strong></p>\n',
    )
  })

  it("continues the page's outline: the report's top heading is an h3, the others follow it", () => {
    expect(html('<h1 id="top">Informe</h1><h2>Velocidad</h2><h3>Imágenes</h3><h6>Nota</h6>')).toBe(
      '<h3 id="top">Informe</h3><h4>Velocidad</h4><h5>Imágenes</h5><h6>Nota</h6>',
    )
    expect(html('## Informe\n### Velocidad')).toBe('<h3>Informe</h3>\n<h4>Velocidad</h4>\n')
    expect(html('<h4>Informe</h4><p>uno</p>')).toBe('<h4>Informe</h4><p>uno</p>')
    expect(html('<p>Sin títulos</p>')).toBe('<p>Sin títulos</p>')
  })

  it("keeps our report's inline styles, gauges and data: screenshot", () => {
    const report =
      '<h1>Informe</h1><div role="img" aria-label="Velocidad: 80/100" style="background:conic-gradient(#0c8a4f 288deg, #e2e8f0 0)">80</div><img src="data:image/jpeg;base64,AAAA" alt="Tu página">'
    const out = html(report)
    expect(out).toContain('style="background:conic-gradient(#0c8a4f 288deg, #e2e8f0 0)"')
    expect(out).toContain('aria-label="Velocidad: 80/100"')
    expect(out).toContain('src="data:image/jpeg;base64,AAAA"')
  })
})
