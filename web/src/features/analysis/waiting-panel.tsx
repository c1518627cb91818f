import { useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '../../components/ui/button'
import { useMessages } from '../../i18n/feature-messages'
import { emailPattern } from '../../lib/email-address'
import { TextField } from './form-fields'
import { analysisMessages } from './messages'

/** An analysis waiting on our server's list: its place and estimate, or that it runs now. */
export type Waiting = {
  ticket: string
  running: boolean
  position: number
  etaSeconds: number
  /** Where the report will go, when the visitor gave an address (with the form, or here). */
  emailedTo?: string
}

const Panel = styled.div`
  flex: 1;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: var(--space-sm);
  text-align: center;
  p {
    color: var(--color-text-muted);
    max-width: 32rem;
  }
`

const Place = styled.p`
  && {
    color: var(--color-text);
    font-weight: 600;
  }
`

const EmailForm = styled.form`
  display: grid;
  gap: var(--space-sm);
  width: min(100%, 24rem);
  margin-top: var(--space-sm);
  text-align: start;
`

type Props = { waiting: Waiting; onEmail: (email: string) => Promise<{ sent: boolean; message?: string }> }

/** The results region while the analysis waits for room (docs/analysis.md): nobody is turned away. */
export function WaitingPanel({ waiting, onEmail }: Props) {
  const messages = useMessages(analysisMessages)
  const m = messages.waiting
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const typed = email.trim()
    if (!typed) return setError(messages.errors.emailRequired)
    if (!emailPattern.test(typed)) return setError(messages.errors.emailInvalid)
    setSending(true)
    const answer = await onEmail(typed)
    setSending(false)
    setError(answer.sent ? undefined : (answer.message ?? m.emailFailed))
  }

  const minutes = Math.ceil(waiting.etaSeconds / 60)
  return (
    <Panel data-testid="analysis-waiting">
      <strong>{waiting.running ? m.runningTitle : m.title}</strong>
      <p>{waiting.running ? m.runningText : m.text}</p>
      {!waiting.running && <Place>{m.place(waiting.position, minutes)}</Place>}
      {waiting.emailedTo ? (
        <p role="status">{m.emailed(waiting.emailedTo)}</p>
      ) : (
        <EmailForm noValidate onSubmit={submit} aria-busy={sending}>
          <p>{m.emailPrompt}</p>
          <TextField
            id="analysis-waiting-email"
            label={messages.emailLabel}
            error={error}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" disabled={sending}>
            {m.emailButton}
          </Button>
        </EmailForm>
      )}
    </Panel>
  )
}
