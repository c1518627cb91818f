import {Flex, Label, Select, Stack, TextInput} from '@sanity/ui'
import {useEffect, useId, useState} from 'react'

import {periods, type Period} from './periods'
import {leadSources, leadStatuses, type LeadSource, type LeadStatus} from './leads-types'
import {useLeadsText} from './use-leads-text'

export type FilterState = {kind?: LeadSource; status?: LeadStatus; period: Period; query: string}

function Field({label, children}: {label: string; children: (id: string) => React.ReactNode}) {
  const id = useId()
  return (
    <Stack gap={2} flex={1} style={{minWidth: 160}}>
      <Label as="label" htmlFor={id} size={1}>
        {label}
      </Label>
      {children(id)}
    </Stack>
  )
}

/** Source, status, period and a search that waits for a pause in the typing. */
export function LeadFilters({value, onChange}: {value: FilterState; onChange: (next: FilterState) => void}) {
  const text = useLeadsText()
  const [typed, setTyped] = useState(value.query)
  useEffect(() => {
    if (typed === value.query) return undefined
    const timer = setTimeout(() => onChange({...value, query: typed}), 300)
    return () => clearTimeout(timer)
  }, [typed, value, onChange])

  return (
    <Flex gap={3} wrap="wrap" align="flex-end">
      <Field label={text('filter.source')}>
        {(id) => (
          <Select
            id={id}
            value={value.kind ?? ''}
            onChange={(event) => onChange({...value, kind: (event.currentTarget.value || undefined) as LeadSource})}
          >
            <option value="">{text('filter.all')}</option>
            {leadSources.map((source) => (
              <option key={source} value={source}>
                {text(`source.${source}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={text('filter.status')}>
        {(id) => (
          <Select
            id={id}
            value={value.status ?? ''}
            onChange={(event) => onChange({...value, status: (event.currentTarget.value || undefined) as LeadStatus})}
          >
            <option value="">{text('filter.all')}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {text(`status.${status}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={text('filter.period')}>
        {(id) => (
          <Select
            id={id}
            value={value.period}
            onChange={(event) => onChange({...value, period: event.currentTarget.value as Period})}
          >
            {periods.map((period) => (
              <option key={period} value={period}>
                {text(`period.${period}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={text('filter.search')}>
        {(id) => (
          <TextInput
            id={id}
            type="search"
            value={typed}
            placeholder={text('filter.search.placeholder')}
            onChange={(event) => setTyped(event.currentTarget.value)}
          />
        )}
      </Field>
    </Flex>
  )
}
