import { ExternalLink } from 'lucide-react'
import styled from 'styled-components'
import { ButtonAnchor } from '../../components/ui/button'
import { Icon } from '../../components/ui/icon'
import { useLanguage } from '../../i18n/language-context'
import { useMessages } from '../../i18n/feature-messages'
import { analysisMessages } from './messages'
import type { AnalysisProgress } from './progress'
import type { RenderedReport } from './render-report'
import { ReportBody } from './report-body'
import { WaitingPanel, type Waiting } from './waiting-panel'
import { media } from '../../app/media'

export type ResultState =
  | { status: 'idle' }
  | { status: 'loading'; progress?: AnalysisProgress }
  | { status: 'waiting'; waiting: Waiting }
  | { status: 'error'; message: string }
  | { status: 'result'; report: RenderedReport; emailedTo?: string }

/**
 * product §2/§9: at least 300 px tall (400 px from the tablet up); while empty, loading or failed at
 * most 500 px (600 px). A report flows in the page at its full height, never in a small scroll box.
 */
const Region = styled.div<{ $report: boolean }>`
  min-width: 0;
  min-height: 300px;
  max-height: ${({ $report }) => ($report ? 'none' : '500px')};
  display: flex;
  flex-direction: column;
  gap: var(--space-md);
  ${media.desktop} {
    min-height: 400px;
    max-height: ${({ $report }) => ($report ? 'none' : '600px')};
  }
`

const Centered = styled.div`
  flex: 1;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-sm);
  text-align: center;
  color: var(--color-text-muted);
`

const Spinner = styled.span`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 3px solid var(--color-border);
  border-top-color: var(--color-accent);
  animation: spin 900ms linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  ${media.reducedMotion} {
    animation-duration: 3s;
  }
`

const Stage = styled.div`
  display: grid;
  gap: var(--space-xs);
  width: min(100%, 22rem);
  progress {
    width: 100%;
    accent-color: var(--color-accent);
  }
`

/** The stage the server reports, under the product's loading texts (§4): what is being checked and how far along. */
function ProgressLine({ progress }: { progress: AnalysisProgress }) {
  const m = useMessages(analysisMessages)
  const label = `${m.progressStep(progress.step, progress.of)}: ${m.stages[progress.stage]}`
  return (
    <Stage data-testid="analysis-progress">
      <span>{label}</span>
      <progress max={progress.of} value={progress.step} aria-label={label} />
    </Stage>
  )
}

const ErrorTitle = styled.strong`
  color: var(--color-danger);
  font-size: var(--font-size-lg);
`

const ErrorText = styled.p`
  color: var(--color-danger);
  white-space: pre-line;
`

const Booking = styled.div`
  display: grid;
  gap: var(--space-sm);
  justify-items: start;
  padding-top: var(--space-md);
  border-top: 1px solid var(--color-border);
  p {
    color: var(--color-text-muted);
  }
`

type Props = {
  state: ResultState
  bookingUrl?: string | null
  /** Sends a waiting analysis's report to the e-mail the visitor leaves. */
  onWaitingEmail: (email: string) => Promise<{ sent: boolean; message?: string }>
}

/**
 * The right card: the results region (empty, loading, waiting for room, error or the report), then
 * the 15-minute review call to action.
 */
export function AnalysisResults({ state, bookingUrl, onWaitingEmail }: Props) {
  const m = useMessages(analysisMessages)
  const { t } = useLanguage()
  return (
    <>
      <Region
        role="region"
        aria-label={m.resultsLabel}
        aria-live="polite"
        aria-busy={state.status === 'loading'}
        data-testid="analysis-results"
        $report={state.status === 'result'}
      >
        {state.status === 'idle' && (
          <Centered>
            <p>{m.empty}</p>
          </Centered>
        )}
        {state.status === 'loading' && (
          <Centered>
            <Spinner aria-hidden="true" />
            <strong>{m.loadingTitle}</strong>
            <p>{m.loadingText}</p>
            {state.progress && <ProgressLine progress={state.progress} />}
          </Centered>
        )}
        {state.status === 'waiting' && <WaitingPanel waiting={state.waiting} onEmail={onWaitingEmail} />}
        {state.status === 'error' && (
          <Centered role="alert">
            <ErrorTitle>{m.errorTitle}</ErrorTitle>
            <ErrorText>{state.message}</ErrorText>
          </Centered>
        )}
        {state.status === 'result' && <ReportBody report={state.report} />}
      </Region>
      {state.status === 'result' && (
        <>
          {state.emailedTo && <p>{m.emailSent(state.emailedTo)}</p>}
          {bookingUrl && (
            <Booking>
              <p>{m.bookText}</p>
              <ButtonAnchor href={bookingUrl} target="_blank" rel="noopener noreferrer">
                {m.bookButton}
                <Icon of={ExternalLink} size={18} />
                <span className="visually-hidden">{t.page.opensInNewTab}</span>
              </ButtonAnchor>
            </Booking>
          )}
        </>
      )}
    </>
  )
}
