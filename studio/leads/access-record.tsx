import {Button, Stack, Text} from '@sanity/ui'
import {useInfiniteQuery, useQueryClient} from '@tanstack/react-query'

import {LeadDetailDialog} from './lead-detail'
import {useLeadsAddress} from './leads-address'
import type {LeadsTextKey} from './leads-texts'
import type {AccessEvent} from './leads-types'
import {PagedTable} from './paged-table'
import {useLeadsApi, useLeadsFormat, useLeadsText} from './use-leads-text'

/** An export's filters by the names the list's controls show (the record keeps names, never values). */
const filterLabels: Record<string, LeadsTextKey> = {
  kind: 'filter.source',
  status: 'filter.status',
  from: 'filter.period',
  to: 'filter.period',
  since: 'filter.period',
  q: 'filter.search',
}

/** What was done: a read, an export with its count and filters, an erasure or a purge with its count. */
function What({event}: {event: AccessEvent}) {
  const text = useLeadsText()
  if (event.action === 'export') {
    const filters = [...new Set((event.filters ?? []).map((name) => text(filterLabels[name] ?? 'filter.all')))]
    return (
      <Stack gap={2}>
        <Text size={1}>{text('access.export', {count: event.leads ?? 0})}</Text>
        {filters.length > 0 && (
          <Text size={1} muted>
            {text('access.filters', {filters: filters.join(', ')})}
          </Text>
        )}
      </Stack>
    )
  }
  if (event.action === 'erase' && event.leadId === undefined)
    return <Text size={1}>{text('access.purge', {count: event.leads ?? 0})}</Text>
  return <Text size={1}>{text(`access.${event.action}`)}</Text>
}

/**
 * Who opened a lead or its report, exported or erased leads, and when: newest first, a page at a
 * time. A lead still kept opens from here (a read the record then holds too).
 */
export function AccessRecord() {
  const api = useLeadsApi()
  const text = useLeadsText()
  const format = useLeadsFormat()
  const queries = useQueryClient()
  const {address, openLead} = useLeadsAddress()
  const pages = useInfiniteQuery({
    queryKey: ['access-record'],
    queryFn: ({pageParam}) => api.accessRecord(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  })
  const events = pages.data?.pages.flatMap((page) => page.events) ?? []
  const via = (kind: string) => text(`access.via.${kind}` as LeadsTextKey)

  return (
    <Stack gap={4}>
      <Text size={1} muted>
        {text('access.intro')}
      </Text>
      {pages.isPending && <Text size={1}>{text('loading')}</Text>}
      <PagedTable
        pages={pages}
        rows={events.length}
        empty={text('access.empty')}
        head={
          <>
            <th scope="col">{text('access.column.when')}</th>
            <th scope="col">{text('access.column.who')}</th>
            <th scope="col">{text('access.column.what')}</th>
            <th scope="col">{text('access.column.lead')}</th>
          </>
        }
      >
        {events.map((event) => (
          <tr key={event.id} data-testid="access-event">
            <td style={{whiteSpace: 'nowrap'}}>{format.dateTime(event.at)}</td>
            <td>
              <div>{event.name}</div>
              <Text size={1} muted>
                {via(event.via)}
              </Text>
            </td>
            <td>
              <What event={event} />
            </td>
            <td>
              {event.leadId !== undefined &&
                (event.leadExists ? (
                  <Button mode="bleed" text={text('access.open')} onClick={() => openLead(event.leadId)} />
                ) : (
                  <Text size={1} muted>
                    {text('access.erased')}
                  </Text>
                ))}
            </td>
          </tr>
        ))}
      </PagedTable>
      {address.lead && (
        <LeadDetailDialog
          id={address.lead}
          onClose={() => {
            openLead(undefined)
            // Opening it was a read, and the dialog may have erased it.
            void queries.invalidateQueries({queryKey: ['access-record']})
          }}
          onOpen={openLead}
        />
      )}
    </Stack>
  )
}
