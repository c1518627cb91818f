import {Button, Card, Flex, Stack, Text} from '@sanity/ui'
import {useMutation, useQuery} from '@tanstack/react-query'

import {SourceBadge, StatusBadge} from './lead-badges'
import {LeadMerge} from './lead-merge'
import type {LeadItem} from './leads-types'
import {messageStart} from './message-start'
import {ProblemNotice} from './problem-notice'
import {useLeadsApi, useLeadsFormat, useLeadsText} from './use-leads-text'

/** What a lead asked: the analysed site and its score, or the message's start. */
function Summary({lead}: {lead: LeadItem}) {
  const text = useLeadsText()
  const said =
    lead.kind === 'analysis'
      ? [lead.url, lead.score === undefined ? undefined : text('lead.score', {score: lead.score})]
          .filter(Boolean)
          .join(' · ')
      : messageStart(lead.message ?? '', 120)
  if (!said) return null
  return (
    <Text size={1} muted>
      {said}
    </Text>
  )
}

/** The lead's person: all their leads, newest first, and the history of them all. */
export function usePerson(leadId: string) {
  const api = useLeadsApi()
  return useQuery({queryKey: ['contact', leadId], queryFn: () => api.contact(leadId)})
}

/**
 * The person's other leads (same e-mail or phone, or merged by hand), newest first, each to open, or
 * to split off when it is not the same person; and the way to join another person's leads to them.
 */
export function LeadContact({
  lead,
  onOpen,
  onChanged,
}: {
  lead: LeadItem
  onOpen: (id: string) => void
  onChanged: () => Promise<unknown>
}) {
  const api = useLeadsApi()
  const text = useLeadsText()
  const format = useLeadsFormat()
  const contact = usePerson(lead.id)
  const split = useMutation({mutationFn: (id: string) => api.split(id), onSuccess: onChanged})
  const others = contact.data?.leads.filter(({id}) => id !== lead.id) ?? []
  if (contact.error) return <ProblemNotice error={contact.error} />
  if (!contact.data) return null
  if (others.length === 0) return <LeadMerge lead={lead} onChanged={onChanged} />
  return (
    <Stack gap={3} as="section" aria-label={text('contact.title')}>
      <Text size={1} weight="semibold">
        {text('contact.title')}
      </Text>
      {others.map((other) => (
        <Card key={other.id} padding={3} radius={2} border data-testid="contact-lead">
          <Stack gap={3}>
            <Flex gap={3} align="center" wrap="wrap">
              <SourceBadge source={other.kind} />
              <Text size={1}>{format.dateTime(other.createdAt)}</Text>
              <StatusBadge status={other.status} />
            </Flex>
            <Summary lead={other} />
            <Flex gap={2} wrap="wrap">
              <Button mode="ghost" text={text('contact.open')} onClick={() => onOpen(other.id)} />
              <Button
                mode="ghost"
                tone="critical"
                text={text('contact.split')}
                loading={split.isPending && split.variables === other.id}
                onClick={() => split.mutate(other.id)}
              />
            </Flex>
          </Stack>
        </Card>
      ))}
      {split.error && <ProblemNotice error={split.error} />}
      <LeadMerge lead={lead} onChanged={onChanged} />
    </Stack>
  )
}
