import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {ShareIcon} from '@sanity/icons/Share'
import {Button, Card, Flex, Label, Select, Stack, Text, TextArea, TextInput} from '@sanity/ui'
import {useMutation, useQuery} from '@tanstack/react-query'
import {useId, useState, type ReactNode} from 'react'
import {useClient, useCurrentUser} from 'sanity'

import type {LeadItem, ReplyChannel} from './leads-types'
import {ProblemNotice} from './problem-notice'
import {fillReply, replyTemplatesQuery, templatesFor, type ReplyTemplate} from './reply-templates'
import {useLeadsApi, useLeadsText} from './use-leads-text'

/** A control under its label. */
function Field({label, children}: {label: string; children: (id: string) => ReactNode}) {
  const id = useId()
  return (
    <Stack gap={2}>
      <Label as="label" htmlFor={id} size={1}>
        {label}
      </Label>
      {children(id)}
    </Stack>
  )
}

type Draft = {channel: ReplyChannel; templateId: string; subject: string; message: string}

/** Where the reply opens: the person's WhatsApp chat or a new e-mail, with the message in it. */
function replyAddress(lead: LeadItem, {channel, subject, message}: Draft) {
  return channel === 'whatsapp'
    ? `${lead.whatsapp}?text=${encodeURIComponent(message)}`
    : `mailto:${lead.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`
}

/**
 * Replying to the person from the lead: on WhatsApp or by e-mail, starting from one of the agency's
 * templates (content edited in the Studio) in the lead's language, edited here, then opened in
 * WhatsApp or the mail program and logged in the lead's history as it was sent.
 */
export function LeadReply({lead, onLogged}: {lead: LeadItem; onLogged: () => Promise<unknown>}) {
  const api = useLeadsApi()
  const text = useLeadsText()
  const client = useClient({apiVersion: '2025-02-19'})
  const editor = useCurrentUser()?.name ?? ''
  const templates = useQuery({
    queryKey: ['reply-templates'],
    queryFn: () => client.fetch<ReplyTemplate[]>(replyTemplatesQuery),
  })
  const offered = templatesFor(templates.data ?? [], lead.kind)
  const [draft, setDraft] = useState<Draft>()
  const log = useMutation({
    mutationFn: ({channel, subject, message}: Draft) =>
      api.addNote(lead.id, channel === 'email' ? `${subject}\n\n${message}` : message, channel),
    onSuccess: async () => {
      setDraft(undefined)
      await onLogged()
    },
  })
  const channels = [lead.whatsapp && 'whatsapp', lead.email && 'email'].filter(Boolean) as ReplyChannel[]
  if (channels.length === 0) return null

  const start = (channel: ReplyChannel, templateId = offered[0]?._id ?? '') => {
    const template = offered.find(({_id}) => _id === templateId)
    setDraft({
      channel,
      templateId,
      subject: fillReply(template?.emailSubject, lead, editor),
      message: fillReply(channel === 'whatsapp' ? template?.whatsapp : template?.emailBody, lead, editor),
    })
  }

  return (
    <Stack gap={3} as="section" aria-label={text('reply.title')}>
      <Text size={1} weight="semibold">
        {text('reply.title')}
      </Text>
      <Flex gap={2} wrap="wrap">
        {channels.map((channel) => (
          <Button
            key={channel}
            mode={draft?.channel === channel ? 'default' : 'ghost'}
            icon={channel === 'whatsapp' ? ShareIcon : EnvelopeIcon}
            text={text(`reply.start.${channel}`)}
            loading={templates.isPending}
            onClick={() => start(channel)}
          />
        ))}
      </Flex>
      {templates.error && <ProblemNotice error={templates.error} />}
      {draft && (
        <Card padding={3} radius={2} border>
          <Stack gap={3}>
            <Field label={text('reply.template')}>
              {(id) => (
                <Select
                  id={id}
                  value={draft.templateId}
                  onChange={(event) => start(draft.channel, event.currentTarget.value)}
                >
                  <option value="">{text('reply.template.none')}</option>
                  {offered.map(({_id, title}) => (
                    <option key={_id} value={_id}>
                      {title}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {draft.channel === 'email' && (
              <Field label={text('reply.subject')}>
                {(id) => (
                  <TextInput
                    id={id}
                    value={draft.subject}
                    onChange={(event) => setDraft({...draft, subject: event.currentTarget.value})}
                  />
                )}
              </Field>
            )}
            <Field label={text('reply.message')}>
              {(id) => (
                <TextArea
                  id={id}
                  rows={6}
                  value={draft.message}
                  onChange={(event) => setDraft({...draft, message: event.currentTarget.value})}
                />
              )}
            </Field>
            <Text size={1} muted>
              {text('reply.hint')}
            </Text>
            <Flex gap={2} justify="flex-end" wrap="wrap">
              <Button mode="bleed" text={text('reply.cancel')} onClick={() => setDraft(undefined)} />
              {draft.message.trim() === '' || log.isPending ? (
                <Button tone="primary" text={text(`reply.send.${draft.channel}`)} disabled loading={log.isPending} />
              ) : (
                <Button
                  as="a"
                  href={replyAddress(lead, draft)}
                  target="_blank"
                  rel="noreferrer"
                  tone="primary"
                  text={text(`reply.send.${draft.channel}`)}
                  onClick={() => log.mutate(draft)}
                />
              )}
            </Flex>
            {log.error && <ProblemNotice error={log.error} />}
          </Stack>
        </Card>
      )}
    </Stack>
  )
}
