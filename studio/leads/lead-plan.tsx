import {Button, Flex, Label, Select, Stack, Text, TextInput} from '@sanity/ui'
import {useMutation, useQuery} from '@tanstack/react-query'
import {useId, useState} from 'react'

import {fromLocalField, quickFollowUp, quickFollowUps, toLocalField} from './follow-up-times'
import type {LeadItem} from './leads-types'
import {ProblemNotice} from './problem-notice'
import {useLeadRefresh} from './use-lead-refresh'
import {useLeadsApi, useLeadsFormat, useLeadsText} from './use-leads-text'

/** When to act on the lead next: quick choices, a date and time, or none. */
function FollowUp({lead}: {lead: LeadItem}) {
  const api = useLeadsApi()
  const text = useLeadsText()
  const format = useLeadsFormat()
  const fieldId = useId()
  const refresh = useLeadRefresh()
  const [typed, setTyped] = useState(() => (lead.followUpAt ? toLocalField(new Date(lead.followUpAt)) : ''))
  // The dialog keys this by the lead's follow-up: a change made here or elsewhere shows it afresh.
  const change = useMutation({mutationFn: (at: Date | null) => api.setFollowUp(lead.id, at), onSuccess: refresh})
  const chosen = fromLocalField(typed)
  return (
    <Stack gap={3} as="section" aria-label={text('lead.followUp.label')}>
      <Text size={1} weight="semibold">
        {text('lead.followUp.label')}
      </Text>
      <Text size={1} muted={!lead.followUpAt} data-testid="lead-follow-up">
        {lead.followUpAt ? format.dateTime(lead.followUpAt) : text('lead.followUp.none')}
      </Text>
      <Flex gap={2} wrap="wrap">
        {quickFollowUps.map((choice) => (
          <Button
            key={choice}
            mode="ghost"
            text={text(`lead.followUp.${choice}`)}
            disabled={change.isPending}
            onClick={() => change.mutate(quickFollowUp(choice))}
          />
        ))}
      </Flex>
      <Flex gap={2} align="flex-end" wrap="wrap">
        <Stack gap={2} flex={1} style={{minWidth: 200}}>
          <Label as="label" htmlFor={fieldId} size={1}>
            {text('lead.followUp.when')}
          </Label>
          <TextInput
            id={fieldId}
            type="datetime-local"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        </Stack>
        <Button
          text={text('lead.followUp.set')}
          tone="primary"
          disabled={!chosen || change.isPending}
          onClick={() => chosen && change.mutate(chosen)}
        />
        {lead.followUpAt && (
          <Button
            mode="bleed"
            text={text('lead.followUp.clear')}
            disabled={change.isPending}
            onClick={() => change.mutate(null)}
          />
        )}
      </Flex>
      {change.error && <ProblemNotice error={change.error} />}
    </Stack>
  )
}

/** Whose lead it is: an editor the site knows, or nobody. */
function Owner({lead}: {lead: LeadItem}) {
  const api = useLeadsApi()
  const text = useLeadsText()
  const selectId = useId()
  const refresh = useLeadRefresh()
  const owners = useQuery({queryKey: ['owners'], queryFn: () => api.owners()})
  const change = useMutation({mutationFn: (owner: string | null) => api.setOwner(lead.id, owner), onSuccess: refresh})
  const names = [...new Set([...(owners.data ?? []), ...(lead.owner ? [lead.owner] : [])])]
  return (
    <Stack gap={2}>
      <Label as="label" htmlFor={selectId} size={1}>
        {text('lead.owner.label')}
      </Label>
      <Select
        id={selectId}
        value={lead.owner ?? ''}
        disabled={change.isPending || owners.isPending}
        onChange={(event) => change.mutate(event.currentTarget.value || null)}
      >
        <option value="">{text('lead.owner.none')}</option>
        {names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </Select>
      {(change.error ?? owners.error) && <ProblemNotice error={change.error ?? owners.error} />}
    </Stack>
  )
}

/** The lead's plan in the dialog: its owner and its next follow-up. */
export function LeadPlan({lead}: {lead: LeadItem}) {
  return (
    <Stack gap={4}>
      <Owner lead={lead} />
      <FollowUp lead={lead} />
    </Stack>
  )
}
