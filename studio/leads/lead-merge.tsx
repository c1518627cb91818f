import {Button, Card, Flex, Label, Stack, Text, TextInput} from '@sanity/ui'
import {useMutation, useQuery} from '@tanstack/react-query'
import {useId, useState} from 'react'

import {SourceBadge, StatusBadge} from './lead-badges'
import {leadName, type LeadItem} from './leads-types'
import {ProblemNotice} from './problem-notice'
import {useLeadsApi, useLeadsFormat, useLeadsText} from './use-leads-text'
import {useSettled} from './use-settled'

/** How much a search must hold before it runs: one letter matches most leads. */
const shortestSearch = 2

/**
 * Joins another person to this lead's when their e-mail and phone did not (a second address, a
 * typo): the editor finds one of their leads and says it is the same person. They take this
 * person's status.
 */
export function LeadMerge({lead, onChanged}: {lead: LeadItem; onChanged: () => Promise<unknown>}) {
  const api = useLeadsApi()
  const text = useLeadsText()
  const format = useLeadsFormat()
  const searchId = useId()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const search = useSettled(query.trim())
  const found = useQuery({
    queryKey: ['merge-search', search],
    queryFn: () => api.list({query: search}),
    enabled: open && search.length >= shortestSearch,
  })
  const close = () => {
    setOpen(false)
    setQuery('')
  }
  const merge = useMutation({
    mutationFn: (other: string) => api.merge(lead.id, other),
    onSuccess: async () => {
      close()
      await onChanged()
    },
  })
  if (!open)
    return (
      <Flex>
        <Button mode="ghost" text={text('merge.start')} onClick={() => setOpen(true)} />
      </Flex>
    )
  const others = found.data?.leads.filter(({contactId}) => contactId !== lead.contactId) ?? []
  return (
    <Card padding={3} radius={2} border as="section" aria-label={text('merge.start')}>
      <Stack gap={3}>
        <Label as="label" htmlFor={searchId} size={1}>
          {text('merge.search')}
        </Label>
        <TextInput
          id={searchId}
          type="search"
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <Text size={1} muted>
          {text('merge.hint', {status: text(`status.${lead.status}`)})}
        </Text>
        {found.isSuccess && others.length === 0 && (
          <Text size={1} muted>
            {text('merge.none')}
          </Text>
        )}
        {others.map((other) => (
          <Card key={other.id} padding={3} radius={2} tone="transparent" border data-testid="merge-candidate">
            <Stack gap={3}>
              <Flex gap={3} align="center" wrap="wrap">
                <SourceBadge source={other.kind} />
                <Text size={1}>{leadName(other) ?? other.url ?? ''}</Text>
                <Text size={1} muted>
                  {format.dateTime(other.createdAt)}
                </Text>
                <StatusBadge status={other.status} />
              </Flex>
              <Flex>
                <Button
                  mode="ghost"
                  tone="primary"
                  text={text('merge.confirm')}
                  loading={merge.isPending && merge.variables === other.id}
                  onClick={() => merge.mutate(other.id)}
                />
              </Flex>
            </Stack>
          </Card>
        ))}
        {(found.error ?? merge.error) && <ProblemNotice error={found.error ?? merge.error} />}
        <Flex justify="flex-end">
          <Button mode="bleed" text={text('action.cancel')} onClick={close} />
        </Flex>
      </Stack>
    </Card>
  )
}
