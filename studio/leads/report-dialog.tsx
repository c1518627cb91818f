import {Dialog} from '@sanity/ui'

import {useLeadsText} from './use-leads-text'

/**
 * The report as the visitor was sent it, in a frame with every sandbox restriction: no scripts, and
 * an origin of its own, so nothing in it (it quotes the analysed page) can reach the Studio.
 */
export function ReportDialog({html, onClose}: {html: string; onClose: () => void}) {
  const text = useLeadsText()
  return (
    <Dialog id="lead-report" header={text('lead.report.html')} onClose={onClose} width={3}>
      <iframe
        title={text('lead.report.html')}
        sandbox=""
        srcDoc={html}
        style={{display: 'block', width: '100%', height: '75vh', border: 0, background: '#fff'}}
      />
    </Dialog>
  )
}
