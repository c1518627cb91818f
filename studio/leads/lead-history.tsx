import {Stack, Text} from '@sanity/ui'

import type {LeadEvent} from './leads-types'
import {useLeadsFormat, useLeadsText} from './use-leads-text'

/** Who changed the status or wrote a note, and when; newest first. */
export function LeadHistory({events}: {events: LeadEvent[]}) {
  const text = useLeadsText()
  const format = useLeadsFormat()
  return (
    <Stack gap={3} as="section" aria-label={text('lead.history')}>
      <Text size={1} weight="semibold">
        {text('lead.history')}
      </Text>
      {events.length === 0 && (
        <Text size={1} muted>
          {text('lead.history.empty')}
        </Text>
      )}
      <Stack as="ol" gap={3} style={{listStyle: 'none', margin: 0, padding: 0}}>
        {[...events].reverse().map((event) => (
          <Stack as="li" key={event.id} gap={2} data-testid="lead-event">
            <Text size={1} muted>
              <strong>{event.editor}</strong> · {format.dateTime(event.at)}
            </Text>
            <Text size={1} style={{whiteSpace: 'pre-wrap'}}>
              {event.type === 'status'
                ? text('lead.history.status', {status: text(`status.${event.status}`)})
                : event.note}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  )
}
