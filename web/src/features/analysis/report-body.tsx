import styled from 'styled-components'
import type { RenderedReport } from './render-report'

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding-right: ${({ theme }) => theme.space.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;
  h1 {
    font-size: ${({ theme }) => theme.fontSize.xl};
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin: ${({ theme }) => `${theme.space.lg} 0 ${theme.space.sm}`};
    color: ${({ theme }) => theme.color.accent};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    margin: ${({ theme }) => `${theme.space.md} 0 ${theme.space.xs}`};
  }
  p,
  li {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.lg};
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  table {
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  td,
  th {
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
  }
  pre {
    white-space: pre-wrap;
    font-family: ${({ theme }) => theme.font.mono};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`

/** The report: sanitized HTML (render-report.ts), or the raw text when it could not be converted. */
export function ReportBody({ report }: { report: RenderedReport }) {
  return (
    <Scroll tabIndex={0} data-testid="analysis-report">
      {'html' in report ? <div dangerouslySetInnerHTML={{ __html: report.html }} /> : <pre>{report.text}</pre>}
    </Scroll>
  )
}
