import { useEffect } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import styled from 'styled-components'
import { Button } from '../../components/ui/button'
import { useMessages } from '../../i18n/feature-messages'
import { analysisMessages } from './messages'
import type { AnalysisForm as FormValues, FormErrorKey } from './request'
import { Switch, TextField } from './form-fields'
import { analysisFormResolver } from './form-resolver'

const emptyForm: FormValues = { url: '', email: '', sendEmail: false }

const Form = styled.form`
  display: grid;
  gap: var(--space-lg);
  align-content: start;
`

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-md);
`

type Props = { loading: boolean; hasOutcome: boolean; onSubmit: (form: FormValues) => void; onClear: () => void }

/** The left card (product §2, §5): URL, the e-mail switch, the e-mail when it is on, scan and clear. */
export function AnalysisForm({ loading, hasOutcome, onSubmit, onClear }: Props) {
  const m = useMessages(analysisMessages)
  const { register, handleSubmit, control, reset, clearErrors, getValues, formState } = useForm<
    FormValues,
    unknown,
    FormValues
  >({
    defaultValues: emptyForm,
    resolver: analysisFormResolver,
    // product §4: editing a field clears its error; it is checked again on the next submit.
    reValidateMode: 'onSubmit',
  })
  const [url, email, sendEmail] = useWatch({ control, name: ['url', 'email', 'sendEmail'] })
  // Fields edited in the server's markup before this code arrived (decision 0008) are adopted when
  // registered, but the watchers above still hold the defaults: tell them.
  useEffect(() => {
    const values = getValues()
    if (values.url || values.email || values.sendEmail) reset(values, { keepDefaultValues: true })
  }, [getValues, reset])
  const errorText = (key?: string) => (key ? m.errors[key as FormErrorKey] : undefined)
  const urlError = errorText(formState.errors.url?.message)
  const emailError = errorText(formState.errors.email?.message)

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-busy={loading}>
      <TextField
        id="analysis-url"
        label={m.urlLabel}
        error={urlError}
        type="text"
        inputMode="url"
        autoComplete="url"
        placeholder={m.urlPlaceholder}
        {...register('url', { onChange: () => clearErrors('url') })}
      />
      <Switch>
        <input type="checkbox" role="switch" {...register('sendEmail', { onChange: () => clearErrors('email') })} />
        <span>{m.sendEmail}</span>
      </Switch>
      {sendEmail && (
        <TextField
          id="analysis-email"
          label={m.emailLabel}
          error={emailError}
          type="email"
          autoComplete="email"
          placeholder={m.emailPlaceholder}
          {...register('email', { onChange: () => clearErrors('email') })}
        />
      )}
      <Buttons>
        <Button type="submit" disabled={loading}>
          {m.submit}
        </Button>
        {(url || email || sendEmail || hasOutcome) && (
          <Button
            $variant="secondary"
            onClick={() => {
              reset(emptyForm)
              onClear()
            }}
          >
            {m.clear}
          </Button>
        )}
      </Buttons>
    </Form>
  )
}
