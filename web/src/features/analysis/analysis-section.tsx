import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { useAppConfig } from '../../app/app-config'
import { Card } from '../../components/blocks/card'
import { Section, type Heading } from '../../components/ui/section'
import { useContent } from '../../content/use-content'
import { useMessages } from '../../i18n/feature-messages'
import { useLanguage } from '../../i18n/language-context'
import { AnalysisForm } from './analysis-form'
import { AnalysisResults, type ResultState } from './analysis-results'
import { AnalysisError, lookupPublicIp, requestAnalysis, type AnalysisFailure } from './api'
import { analysisMessages, type AnalysisMessages } from './messages'
import { newProgressId, streamsProgress, watchProgress } from './progress'
import { toRequest, type AnalysisForm as FormValues } from './request'
import { media } from '../../app/media'

const Columns = styled.div`
  display: grid;
  gap: var(--space-lg);
  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`

/** product §8's analysis error catalogue; a server's own explanation follows the status line. */
function describe(failure: AnalysisFailure, m: AnalysisMessages): string {
  switch (failure.kind) {
    case 'rateLimited':
      return m.errors.rateLimited
    case 'status':
      return failure.detail ? `${m.errors.status(failure.status)}\n${failure.detail}` : m.errors.status(failure.status)
    case 'timeout':
      return m.errors.timeout
    case 'error':
      return failure.message
    case 'generic':
      return m.errors.generic
  }
}

/** The home page's free analysis (product §2 "Free analysis section", §4 "Analysis", §7.2). */
export function AnalysisSection({ heading }: { heading: Heading }) {
  const m = useMessages(analysisMessages)
  const { language } = useLanguage()
  const config = useAppConfig()
  const { data: layout } = useContent('layout')
  const [state, setState] = useState<ResultState>({ status: 'idle' })

  // product §4: the visitor's public address is looked up once per page load.
  useEffect(() => void lookupPublicIp(config.publicIpLookupUrl), [config.publicIpLookupUrl])

  async function submit(form: FormValues) {
    setState({ status: 'loading' })
    const webhook = config.analysisWebhookUrl
    const progressId = streamsProgress(webhook) ? newProgressId() : undefined
    // The stream is opened before the request, so not even the first stage is missed.
    const stopWatching = progressId
      ? watchProgress(webhook, progressId, (progress) =>
          setState((current) => (current.status === 'loading' ? { status: 'loading', progress } : current)),
        )
      : () => {}
    try {
      const ip = await lookupPublicIp(config.publicIpLookupUrl)
      const request = { ...toRequest(form, ip, language), ...(progressId && { progressId }) }
      const content = await requestAnalysis(webhook, request)
      // marked and DOMPurify arrive with the first report, never with the page (decision 0008).
      const { renderReport } = await import('./render-report')
      setState({ status: 'result', report: renderReport(content), emailedTo: request.email })
    } catch (error) {
      const failure: AnalysisFailure = error instanceof AnalysisError ? error.failure : { kind: 'generic' }
      setState({ status: 'error', message: describe(failure, m) })
    } finally {
      stopWatching()
    }
  }

  return (
    <Section id="analysis-section" heading={heading}>
      <Columns>
        <Card>
          <AnalysisForm
            loading={state.status === 'loading'}
            hasOutcome={state.status === 'result' || state.status === 'error'}
            onSubmit={submit}
            onClear={() => setState({ status: 'idle' })}
          />
        </Card>
        <Card>
          <AnalysisResults state={state} bookingUrl={layout?.bookingUrl15} />
        </Card>
      </Columns>
    </Section>
  )
}
