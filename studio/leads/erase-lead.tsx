import {Button, Dialog, Flex, Label, Select, Stack, Text} from '@sanity/ui'
import {useMutation, useQueryClient} from '@tanstack/react-query'
import {useId, useState} from 'react'

import {erasureReasons, type ErasureReason} from './leads-types'
import {ProblemNotice} from './problem-notice'
import {useLeadRefresh} from './use-lead-refresh'
import {useLeadsApi, useLeadsText} from './use-leads-text'

/** Erasing is for good: the editor names the reason and confirms; the list, funnel and person follow. */
export function EraseLeadDialog({id, onCancel, onErased}: {id: string; onCancel: () => void; onErased: () => void}) {
  const api = useLeadsApi()
  const text = useLeadsText()
  const queries = useQueryClient()
  const refresh = useLeadRefresh()
  const reasonId = useId()
  const [reason, setReason] = useState<ErasureReason>('request')
  const erase = useMutation({
    mutationFn: () => api.erase(id, reason),
    onSuccess: async () => {
      // Closed before the rest is asked again: nothing asks for the erased lead any more.
      for (const key of ['lead', 'contact']) queries.removeQueries({queryKey: [key, id]})
      onErased()
      await refresh()
    },
  })
  return (
    <Dialog
      id="erase-lead"
      header={text('lead.erase.title')}
      onClose={onCancel}
      width={1}
      footer={
        <Flex gap={2} justify="flex-end" padding={3}>
          <Button mode="bleed" text={text('action.cancel')} onClick={onCancel} />
          <Button
            tone="critical"
            text={text('lead.erase.confirm')}
            loading={erase.isPending}
            onClick={() => erase.mutate()}
          />
        </Flex>
      }
    >
      <Stack gap={4} padding={4}>
        <Text size={1}>{text('lead.erase.body')}</Text>
        <Stack gap={2}>
          <Label as="label" htmlFor={reasonId} size={1}>
            {text('lead.erase.reason')}
          </Label>
          <Select
            id={reasonId}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value as ErasureReason)}
          >
            {erasureReasons.map((value) => (
              <option key={value} value={value}>
                {text(`lead.erase.reason.${value}`)}
              </option>
            ))}
          </Select>
        </Stack>
        {erase.error && <ProblemNotice error={erase.error} />}
      </Stack>
    </Dialog>
  )
}
