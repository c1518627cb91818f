import {Flex, Label, Select, Stack, TextInput} from '@sanity/ui'
import {useId, useState} from 'react'

import {views, type FilterState} from './leads-address'
import {periods} from './periods'
import {leadSources, leadStatuses} from './leads-types'
import type {LeadsTextKey} from './leads-texts'
import {useLeadsText} from './use-leads-text'

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

type ChoiceProps<T extends string> = {
  label: LeadsTextKey
  /** Each choice's words: `${prefix}.${choice}`. */
  prefix: 'view' | 'source' | 'status' | 'period'
  choices: readonly T[]
  value: T | undefined
  /** Offers "All" (no choice) first. */
  all?: boolean
  onChange: (choice: T | undefined) => void
}

function Choice<T extends string>({label, prefix, choices, value, all, onChange}: ChoiceProps<T>) {
  const text = useLeadsText()
  return (
    <Field label={text(label)}>
      {(id) => (
        <Select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange((event.currentTarget.value || undefined) as T)}
        >
          {all && <option value="">{text('filter.all')}</option>}
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {text(`${prefix}.${choice}` as LeadsTextKey)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}

/**
 * The view, source, status, period and the search, each change told at once (the list waits for a
 * pause in the typing before it asks). The due view looks at every period: an overdue follow-up may
 * be on an old lead.
 */
export function LeadFilters({value, onChange}: {value: FilterState; onChange: (next: FilterState) => void}) {
  const text = useLeadsText()
  // The field keeps its own text so the caret stays put while the list waits for a pause; a search
  // the address changes elsewhere (the tool's link in the Studio's bar starts it afresh) is shown.
  const [typed, setTyped] = useState(value.query)
  const [told, setTold] = useState(value.query)
  if (value.query !== told) {
    setTold(value.query)
    setTyped(value.query)
  }

  return (
    <Flex gap={3} wrap="wrap" align="flex-end">
      <Choice
        label="filter.view"
        prefix="view"
        choices={views}
        value={value.view}
        onChange={(view = 'all') => onChange({...value, view, ...(view === 'due' && {period: 'all'})})}
      />
      <Choice
        label="filter.source"
        prefix="source"
        choices={leadSources}
        value={value.kind}
        all
        onChange={(kind) => onChange({...value, kind})}
      />
      <Choice
        label="filter.status"
        prefix="status"
        choices={leadStatuses}
        value={value.status}
        all
        onChange={(status) => onChange({...value, status})}
      />
      <Choice
        label="filter.period"
        prefix="period"
        choices={periods}
        value={value.period}
        onChange={(period) => onChange({...value, period: period ?? 'all'})}
      />
      <Field label={text('filter.search')}>
        {(id) => (
          <TextInput
            id={id}
            type="search"
            value={typed}
            placeholder={text('filter.search.placeholder')}
            onChange={(event) => {
              setTyped(event.currentTarget.value)
              onChange({...value, query: event.currentTarget.value})
            }}
          />
        )}
      </Field>
    </Flex>
  )
}
