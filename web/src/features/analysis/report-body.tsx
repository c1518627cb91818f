import styled from 'styled-components'
import type { RenderedReport } from './render-report'

/**
 * The report flows in the page. Long words (a site's file names) break only where they would
 * overflow, never in the middle of a label that has room (`break-word`, not `anywhere`).
 */
const Body = styled.div`
  min-width: 0;
  line-height: var(--line-height-normal);
  overflow-wrap: break-word;
  /* The report's headings start at h3, under its section's h2 (render-report.ts). */
  h3 {
    font-size: var(--font-size-xl);
    margin-bottom: var(--space-sm);
  }
  h4 {
    font-size: var(--font-size-lg);
    margin: var(--space-lg) 0 var(--space-sm);
    color: var(--color-accent);
  }
  h5 {
    font-size: var(--font-size-md);
    margin: var(--space-md) 0 var(--space-xs);
  }
  p,
  li {
    font-size: var(--font-size-sm);
  }
  ul,
  ol {
    padding-left: var(--space-lg);
    display: grid;
    /* Items never wider than the list: a long fix example (a meta tag) breaks instead. */
    grid-template-columns: minmax(0, 1fr);
    gap: var(--space-xs);
  }
  table {
    border-collapse: collapse;
    font-size: var(--font-size-sm);
  }
  td,
  th {
    padding: var(--space-xs) var(--space-md);
    border-bottom: 1px solid var(--color-border);
  }
  a {
    color: var(--color-accent);
  }
  pre {
    white-space: pre-wrap;
    font-family: var(--font-mono);
    font-size: var(--font-size-sm);
  }
`

/** The report: sanitized HTML (render-report.ts), or the raw text when it could not be converted. */
export function ReportBody({ report }: { report: RenderedReport }) {
  return (
    <Body data-testid="analysis-report">
      {'html' in report ? <div dangerouslySetInnerHTML={{ __html: report.html }} /> : <pre>{report.text}</pre>}
    </Body>
  )
}
