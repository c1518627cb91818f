import {Stack, Text} from '@sanity/ui'

import type {LeadEvent, LeadItem} from './leads-types'
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

/** A merge is recorded on both leads it joined; a person's history tells it once. */
function withoutPairedMerges(events: LeadEvent[]) {
  const told = new Set<string>()
  return events.filter((event) => {
    if (event.type !== 'merged') return true
    if (told.has(`${event.with} ${event.leadId}`)) return false
    told.add(`${event.leadId} ${event.with}`)
    return true
  })
}

/**
 * Who changed the status, follow-up or owner or wrote a note, and when; newest first. Given the
 * person's leads (`person`, more than this one), the history of them all, each event made on
 * another of their requests saying which.
 */
export function LeadHistory({leadId, events, person = []}: {leadId: string; events: LeadEvent[]; person?: LeadItem[]}) {
  const text = useLeadsText()
  const format = useLeadsFormat()
  const eventText = useEventText()
  const title = text(person.length > 1 ? 'lead.history.person' : 'lead.history')
  const shown = withoutPairedMerges(events)
  const requestOf = (event: LeadEvent) => {
    const other = event.leadId === leadId ? undefined : person.find(({id}) => id === event.leadId)
    return (
      other &&
      text('lead.history.onOther', {source: text(`source.${other.kind}`), when: format.dateTime(other.createdAt)})
    )
  }
  return (
    <Stack gap={3} as="section" aria-label={title}>
      <Text size={1} weight="semibold">
        {title}
      </Text>
      {shown.length === 0 && (
        <Text size={1} muted>
          {text('lead.history.empty')}
        </Text>
      )}
      <Stack as="ol" gap={3} style={{listStyle: 'none', margin: 0, padding: 0}}>
        {[...shown].reverse().map((event) => {
          const request = requestOf(event)
          return (
            <Stack as="li" key={event.id} gap={2} data-testid="lead-event">
              <Text size={1} muted>
                <strong>{event.editor}</strong> · {format.dateTime(event.at)}
              </Text>
              {request && (
                <Text size={1} muted>
                  {request}
                </Text>
              )}
              <Text size={1} style={{whiteSpace: 'pre-wrap'}}>
                {eventText(event)}
              </Text>
            </Stack>
          )
        })}
      </Stack>
    </Stack>
  )
}
