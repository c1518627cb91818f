import { useEffect, useState } from 'react'
import styled from 'styled-components'
import { useAppConfig } from '../../app/app-config'
import { Card } from '../../components/blocks/card'
import { Section, type Heading } from '../../components/ui/section'
import { useContent } from '../../content/use-content'
import { useMessages } from '../../i18n/feature-messages'
import { useLanguage } from '../../i18n/language-context'
import { currentAttribution } from '../../lib/attribution/attribution'
import { AnalysisForm } from './analysis-form'
import { AnalysisResults, type ResultState } from './analysis-results'
import { AnalysisError, lookupPublicIp, requestAnalysis, type AnalysisFailure } from './api'
import { analysisMessages, type AnalysisMessages } from './messages'
import { newProgressId, streamsProgress, watchProgress } from './progress'
import { followWaiting, leaveEmail } from './waiting'
import { toRequest, type AnalysisForm as FormValues } from './request'
import { media } from '../../app/media'

/** One column on a phone, never wider than the screen whatever a report holds (`minmax(0, …)`). */
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-lg);
  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    align-items: start;
  }
`

/** An answer without our API's words, worded by its kind of status (docs/api-errors.md). */
function byStatus(status: number, m: AnalysisMessages): string {
  if (status === 400) return m.errors.invalid
  if (status === 422) return m.errors.unreachable
  if (status === 429) return m.errors.rateLimited
  if (status === 502 || status === 503 || status === 504) return m.errors.unavailable
  if (status >= 500) return m.errors.failed
  return m.errors.generic
}

/**
 * product §8's analysis error catalogue in the visitor's words, never a status code: our API's own
 * sentence when it sent one (it names the field at fault, the minutes to wait), else the status's kind.
 */
function describe(failure: AnalysisFailure, m: AnalysisMessages): string {
  switch (failure.kind) {
    case 'answered':
      return failure.message ?? byStatus(failure.status, m)
    case 'timeout':
      return m.errors.timeout
    case 'offline':
      return m.errors.offline
  }
}

/** The home page's free analysis (product §2 "Free analysis section", §4 "Analysis", §7.2). */
export function AnalysisSection({ heading }: { heading: Heading }) {
  const m = useMessages(analysisMessages)
  const { language } = useLanguage()
  const config = useAppConfig()
  const { data: layout } = useContent('layout')
  const [state, setState] = useState<ResultState>({ status: 'idle' })
  const ticket = state.status === 'waiting' ? state.waiting.ticket : undefined
  const webhook = config.analysisWebhookUrl

  // product §4: the visitor's public address is looked up once per page load.
  useEffect(() => void lookupPublicIp(config.publicIpLookupUrl), [config.publicIpLookupUrl])

  // While the analysis waits on our list: its place as it moves up, then its report or why not.
  useEffect(() => {
    if (!ticket) return
    return followWaiting(webhook, ticket, async (answer) => {
      if (answer.status === 'done') {
        const { renderReport } = await import('./render-report')
        return setState((current) =>
          current.status === 'waiting' && current.waiting.ticket === ticket
            ? { status: 'result', report: renderReport(answer.message.content), emailedTo: current.waiting.emailedTo }
            : current,
        )
      }
      setState((current) => {
        if (current.status !== 'waiting' || current.waiting.ticket !== ticket) return current
        if (answer.status === 'failed') return { status: 'error', message: answer.message }
        if (answer.status === 'lost') return { status: 'error', message: m.waiting.lost }
        const running = answer.status === 'running'
        const position = answer.status === 'queued' ? answer.position : current.waiting.position
        return { status: 'waiting', waiting: { ...current.waiting, running, position, etaSeconds: answer.etaSeconds } }
      })
    })
  }, [webhook, ticket, m.waiting.lost])

  async function leaveWaitingEmail(email: string) {
    if (!ticket) return { sent: false }
    const answer = await leaveEmail(webhook, ticket, email, language)
    if (answer.sent)
      setState((current) =>
        current.status === 'waiting'
          ? { status: 'waiting', waiting: { ...current.waiting, emailedTo: email } }
          : current,
      )
    return answer
  }

  async function submit(form: FormValues) {
    setState({ status: 'loading' })
    // Our own server streams the stages and keeps where the visit came from; an outside webhook gets neither.
    const ours = streamsProgress(webhook)
    const progressId = ours ? newProgressId() : undefined
    // The stream is opened before the request, so not even the first stage is missed.
    const stopWatching = progressId
      ? watchProgress(webhook, progressId, (progress) =>
          setState((current) => (current.status === 'loading' ? { status: 'loading', progress } : current)),
        )
      : () => {}
    try {
      const ip = await lookupPublicIp(config.publicIpLookupUrl)
      const request = {
        ...toRequest(form, ip, language),
        ...(progressId && { progressId }),
        ...(ours && { attribution: currentAttribution() }),
      }
      const answer = await requestAnalysis(webhook, request)
      if ('queued' in answer) {
        // Only our own server keeps a waiting list, and the page follows it there.
        if (!ours) throw new AnalysisError({ kind: 'answered', status: 503 })
        const { queued } = answer
        return setState({ status: 'waiting', waiting: { ...queued, running: false, emailedTo: request.email } })
      }
      // marked and DOMPurify arrive with the first report, never with the page (decision 0008).
      const { renderReport } = await import('./render-report')
      setState({ status: 'result', report: renderReport(answer.content), emailedTo: request.email })
    } catch (error) {
      const message = error instanceof AnalysisError ? describe(error.failure, m) : m.errors.generic
      setState({ status: 'error', message })
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
            hasOutcome={state.status === 'result' || state.status === 'error' || state.status === 'waiting'}
            onSubmit={submit}
            onClear={() => setState({ status: 'idle' })}
          />
        </Card>
        <Card>
          <AnalysisResults state={state} bookingUrl={layout?.bookingUrl15} onWaitingEmail={leaveWaitingEmail} />
        </Card>
      </Columns>
    </Section>
  )
}
