import {Stack, Text} from '@sanity/ui'

import type {LeadEvent} from './leads-types'
import {useLeadsFormat, useLeadsText} from './use-leads-text'

/** What an event did, in the editor's words. */
function useEventText() {
  const text = useLeadsText()
  const format = useLeadsFormat()
  return (event: LeadEvent) => {
    switch (event.type) {
      case 'status':
        return text('lead.history.status', {status: text(`status.${event.status}`)})
      case 'follow-up':
        return event.followUpAt === null
          ? text('lead.history.followUp.cleared')
          : text('lead.history.followUp', {when: format.dateTime(event.followUpAt)})
      case 'owner':
        return event.owner === null
          ? text('lead.history.owner.cleared')
          : text('lead.history.owner', {owner: event.owner})
      case 'merged':
        return text('lead.history.merged')
      case 'split':
        return text('lead.history.split')
      case 'reply':
        return `${text(`lead.history.reply.${event.channel}`)}\n${event.note}`
      default:
        return event.note
    }
  }
}

/** Who changed the status, follow-up or owner or wrote a note, and when; newest first. */
export function LeadHistory({events}: {events: LeadEvent[]}) {
  const text = useLeadsText()
  const format = useLeadsFormat()
  const eventText = useEventText()
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
              {eventText(event)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  )
}
