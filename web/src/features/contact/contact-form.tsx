import { useCallback, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import styled from 'styled-components'
import { useAppConfig } from '../../app/app-config'
import { Actions } from '../../components/ui/actions'
import { Button } from '../../components/ui/button'
import { useLanguage } from '../../i18n/language-context'
import { useMessages } from '../../i18n/feature-messages'
import { serviceKeys } from '../../../../schemas/constants'
import { idempotencyKey, newNonce, submitContact } from './contact-api'
import { Field, Input, Select, TextArea } from '../../components/ui/form-field'
import { Fieldset, Honeypot } from './contact-fields'
import { contactMessages } from './contact-messages'
import {
  emptyContact,
  honeypotField,
  type ContactErrorKey,
  type ContactInput,
  type ContactValues,
} from './contact-values'
import { contactFormResolver } from './form-resolver'
import { Toast, type ToastData } from './toast'

const Form = styled.form`
  position: relative;
  display: grid;
  gap: var(--space-lg);
`

type TextName = 'nombre' | 'negocio' | 'telefono' | 'correo' | 'website'
const textFields: { name: TextName; type: string; autoComplete: string; required: boolean }[] = [
  { name: 'nombre', type: 'text', autoComplete: 'name', required: true },
  { name: 'negocio', type: 'text', autoComplete: 'organization', required: true },
  { name: 'telefono', type: 'tel', autoComplete: 'tel', required: true },
  { name: 'correo', type: 'email', autoComplete: 'email', required: true },
  { name: 'website', type: 'url', autoComplete: 'url', required: false },
]

/**
 * The contact form (product §3–§5, §8): validated by the app with the shared schema, sent through
 * product §7.3, every field disabled while sending; reset on success, kept on failure.
 */
export function ContactForm({ showWebsite }: { showWebsite: boolean }) {
  const m = useMessages(contactMessages)
  const { language } = useLanguage()
  const config = useAppConfig()
  const [toast, setToast] = useState<ToastData | null>(null)
  const nonce = useRef('')
  const honeypot = useRef<HTMLInputElement>(null)
  const { register, handleSubmit, reset, formState } = useForm<ContactInput, unknown, ContactValues>({
    defaultValues: emptyContact,
    resolver: contactFormResolver,
  })
  const { errors } = formState
  // Not react-hook-form's isSubmitting, which also covers validation: fields disabled then could not
  // take the focus the first error gives them, when the validation outlasts a render.
  const [sending, setSending] = useState(false)
  const dismiss = useCallback(() => setToast(null), [])

  const onSubmit = async (values: ContactValues) => {
    setToast(null)
    setSending(true)
    nonce.current ||= newNonce()
    const sent = await submitContact(config, {
      values: showWebsite ? values : { ...values, website: '' },
      idempotencyKey: idempotencyKey(nonce.current, values),
      language,
      honeypot: honeypot.current?.value ?? '',
    }).finally(() => setSending(false))
    if (sent) {
      reset(emptyContact)
      nonce.current = ''
      setToast({ tone: 'success', title: m.successMessage, description: m.successDescription })
    } else {
      console.error('contact form: the request could not be sent')
      setToast({ tone: 'error', title: m.errorMessage, description: m.errorDescription })
    }
  }

  // The schema's messages are keys, shared with the server; the visitor reads them in their language.
  const errorText = (name: keyof ContactValues) => {
    const key = errors[name]?.message
    return key ? (m.errors[key as ContactErrorKey] ?? m.errors.required) : undefined
  }
  const described = (name: keyof ContactValues) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `contact-${name}-error` } : {}

  return (
    <Form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-busy={sending}
      data-testid="contact-form"
    >
      <Fieldset disabled={sending}>
        {textFields
          .filter((field) => showWebsite || field.name !== 'website')
          .map(({ name, type, autoComplete, required }) => (
            <Field
              key={name}
              id={`contact-${name}`}
              label={m.fields[name].label}
              hint={required ? '*' : undefined}
              error={errorText(name)}
            >
              <Input
                id={`contact-${name}`}
                type={type}
                autoComplete={autoComplete}
                placeholder={m.fields[name].placeholder}
                aria-required={required}
                {...described(name)}
                {...register(name)}
              />
            </Field>
          ))}
        <Field id="contact-servicio" label={m.fields.servicio.label} error={errorText('servicio')}>
          {/* A real placeholder option: a service chosen before the form's code arrives, even the first, is kept. */}
          <Select id="contact-servicio" defaultValue="" {...described('servicio')} {...register('servicio')}>
            <option value="" disabled hidden>
              {m.fields.servicio.placeholder}
            </option>
            {serviceKeys.map((key) => (
              <option key={key} value={key}>
                {m.services[key]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="contact-necesidades" label={m.fields.necesidades.label} hint="*" error={errorText('necesidades')}>
          <TextArea
            id="contact-necesidades"
            placeholder={m.fields.necesidades.placeholder}
            aria-required
            {...described('necesidades')}
            {...register('necesidades')}
          />
        </Field>
        <Actions>
          <Button type="submit">{sending ? m.sending : m.submit}</Button>
        </Actions>
      </Fieldset>
      <Honeypot aria-hidden="true">
        <label>
          {m.honeypot}
          <input ref={honeypot} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </Honeypot>
      <Toast toast={toast} onDismiss={dismiss} dismissLabel={m.dismiss} />
    </Form>
  )
}
