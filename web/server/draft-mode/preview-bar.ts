import { disableDraftModePath } from '../../src/app/draft-mode'
import { escapeHtml } from '../../src/components/seo/head-html'
import type { Language } from '../../src/i18n/language'

const text = {
  es: { label: 'Vista previa', drafts: 'Estás viendo borradores sin publicar.', exit: 'Salir de la vista previa' },
  en: { label: 'Preview', drafts: 'You are seeing unpublished drafts.', exit: 'Exit preview' },
} satisfies Record<Language, Record<string, string>>

/** Theme colours (web/src/app/theme.ts): contrast 16.3:1 for the text, 10.5:1 for the button. */
const style = `<style>
.preview-bar{position:fixed;left:1rem;bottom:1rem;z-index:2147483000;display:flex;align-items:center;gap:.75rem;
padding:.5rem .5rem .5rem 1rem;border-radius:999px;background:#0f172a;color:#f1f5f9;border:1px solid #22d3ee;
font:500 .875rem/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;box-shadow:0 10px 30px rgba(0,0,0,.35)}
.preview-bar form{margin:0}
.preview-bar button{min-height:2.75rem;padding:0 1rem;border-radius:999px;border:0;background:#22d3ee;color:#03131a;
font:inherit;font-weight:700;cursor:pointer}
.preview-bar button:focus-visible{outline:3px solid #fde047;outline-offset:2px}
</style>`

/**
 * The bar a draft preview shows: what this is and a button that ends draft mode and comes back to
 * the same page. Plain HTML from the server, no script: public pages carry none of it.
 */
export function previewBar(language: Language, url: string): string {
  const t = text[language]
  return `${style}
<aside class="preview-bar" aria-label="${t.label}">
  <strong>${t.label}</strong><span>${t.drafts}</span>
  <form method="get" action="${disableDraftModePath}">
    <input type="hidden" name="redirect" value="${escapeHtml(url)}">
    <button type="submit">${t.exit}</button>
  </form>
</aside>`
}
