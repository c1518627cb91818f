import {DownloadIcon} from '@sanity/icons/Download'
import {Badge, Box, Button, Flex, Stack, Text} from '@sanity/ui'
import {useInfiniteQuery, useMutation, useQuery} from '@tanstack/react-query'
import {useState} from 'react'

import {SourceBadge, StatusBadge} from './lead-badges'
import {LeadDetailDialog} from './lead-detail'
import {messageStart} from './message-start'
import {LeadFilters} from './lead-filters'
import {useLeadsAddress, type FilterState, type View} from './leads-address'
import {leadName, type LeadFilters as ApiFilters, type LeadItem} from './leads-types'
import {periodStart} from './periods'
import {ProblemNotice} from './problem-notice'
import {saveFile} from './save-file'
import {Hidden, PagedTable} from './paged-table'
import {useLeadsApi, useLeadsFormat, useLeadsText} from './use-leads-text'
import {useSettled} from './use-settled'

const viewFilters: Record<View, Pick<ApiFilters, 'due' | 'owner' | 'people'>> = {
  all: {},
  due: {due: 'today'},
  mine: {owner: 'me'},
  unassigned: {owner: 'none'},
  people: {people: '1'},
}

const apiFilters = ({view, kind, status, period, query}: FilterState): ApiFilters => ({
  ...viewFilters[view],
  kind,
  status,
  from: periodStart(period),
  query: query.trim() || undefined,
})

/** The list opens on the follow-ups due today or overdue when there are any, else on the last 90 days. */
const dueFirst: FilterState = {view: 'due', period: 'all', query: ''}
const recent: FilterState = {view: 'all', period: '90', query: ''}

/** The lead's owner and next follow-up, an overdue one marked. */
function Plan({lead, now}: {lead: LeadItem; now: number}) {
  const text = useLeadsText()
  const format = useLeadsFormat()
  const when = lead.followUpAt === undefined ? undefined : format.dateTime(lead.followUpAt)
  const overdue = lead.followUpAt !== undefined && Date.parse(lead.followUpAt) < now
  return (
    <>
      {when && overdue && (
        <Box>
          <Badge tone="critical">{text('list.overdue', {when})}</Badge>
        </Box>
      )}
      {when && !overdue && (
        <Text size={1} muted>
          {text('list.followUp', {when})}
        </Text>
      )}
      {lead.owner && (
        <Text size={1} muted>
          {lead.owner}
        </Text>
      )}
    </>
  )
}

/** Where the lead came from: its source, the page it was sent from, the referring site and the campaign. */
function Origin({lead}: {lead: LeadItem}) {
  const text = useLeadsText()
  const {page, referrerHost, utm} = lead.attribution
  const campaign = utm?.utm_campaign ?? utm?.utm_source
  return (
    <Stack gap={2}>
      {/* In a row of its own, so the badge is as wide as its word. */}
      <Flex>
        <SourceBadge source={lead.kind} />
      </Flex>
      {page && (
        <Text size={1} muted>
          {page}
        </Text>
      )}
      {referrerHost && (
        <Text size={1} muted>
          {text('list.referrer', {host: referrerHost})}
        </Text>
      )}
      {campaign && (
        <Text size={1} muted>
          {text('list.campaign', {name: campaign})}
        </Text>
      )}
      {lead.overRateLimit && (
        <Text size={1} data-testid="over-rate-limit">
          {text('list.overRateLimit')}
        </Text>
      )}
    </Stack>
  )
}

/** What the visitor asked: the message, or the analysed site with its score and outcome. */
function About({lead}: {lead: LeadItem}) {
  const text = useLeadsText()
  if (lead.kind === 'analysis')
    return (
      <Stack gap={2}>
        <Text size={1}>{lead.url}</Text>
        <Text size={1} muted>
          {lead.score === undefined
            ? text(`lead.outcome.${lead.outcome ?? 'failed'}` as 'lead.outcome.failed')
            : text('lead.score', {score: lead.score})}
        </Text>
      </Stack>
    )
  // Wrapped, not cut to one line: on a phone's card a line cut short lost its end without a sign.
  return <Text size={1}>{messageStart(lead.message ?? '')}</Text>
}

/** Newest first; views, filters, search, a page at a time, CSV of everything the filters select. */
export function LeadList() {
  const api = useLeadsApi()
  const text = useLeadsText()
  const format = useLeadsFormat()
  const {address, setFilters, openLead} = useLeadsAddress()
  const chosen = address.filters
  // What is overdue is told against the time the list opened.
  const [now] = useState(Date.now)
  // Asked once when the tool opens (kept apart from the list's own queries, which changes reload).
  const due = useQuery({queryKey: ['due-first'], queryFn: () => api.list({due: 'today'}), enabled: !chosen})
  const shown = chosen ?? (due.data?.leads.length ? dueFirst : recent)
  const query = useSettled(shown.query)
  const filters = {...shown, query}

  const pages = useInfiniteQuery({
    enabled: chosen !== undefined || !due.isPending,
    queryKey: ['leads', filters],
    queryFn: ({pageParam}) => api.list(apiFilters(filters), pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  })
  const exporting = useMutation({
    mutationFn: () => api.file('export.csv', apiFilters(filters)),
    onSuccess: (blob) => saveFile(blob, `leads-${new Date().toISOString().slice(0, 10)}.csv`),
  })
  const leads = pages.data?.pages.flatMap((page) => page.leads) ?? []

  return (
    <Stack gap={4}>
      <LeadFilters value={shown} onChange={setFilters} />
      <Flex justify="space-between" align="center" gap={3}>
        <Text size={1} muted aria-live="polite">
          {pages.isPending
            ? text('loading')
            : text(shown.view === 'people' ? 'list.people' : 'list.count', {count: leads.length})}
        </Text>
        <Button
          icon={DownloadIcon}
          mode="ghost"
          text={text('list.export')}
          loading={exporting.isPending}
          onClick={() => exporting.mutate()}
        />
      </Flex>
      {exporting.error && <ProblemNotice error={exporting.error} />}
      <PagedTable
        pages={pages}
        rows={leads.length}
        empty={text('list.empty')}
        head={
          <>
            <th scope="col">{text('column.date')}</th>
            <th scope="col">{text('column.source')}</th>
            <th scope="col">{text('column.who')}</th>
            <th scope="col">{text('column.contact')}</th>
            <th scope="col">{text('column.about')}</th>
            <th scope="col">{text('column.status')}</th>
            <th scope="col">
              <Hidden>{text('list.open')}</Hidden>
            </th>
          </>
        }
      >
        {leads.map((lead) => (
          <tr key={lead.id} data-testid="lead-row">
            <td style={{whiteSpace: 'nowrap'}}>{format.dateTime(lead.createdAt)}</td>
            <td>
              <Origin lead={lead} />
            </td>
            <td>
              <div>{leadName(lead) ?? '—'}</div>
              {lead.business && <div>{lead.business}</div>}
              {lead.personLeads !== undefined && lead.personLeads > 1 && (
                <Box marginTop={2}>
                  <Text size={1} muted>
                    {text('list.person', {count: lead.personLeads})}
                  </Text>
                </Box>
              )}
            </td>
            <td>
              {lead.email && <div>{lead.email}</div>}
              {lead.phone && <div>{lead.phone}</div>}
              {lead.whatsapp && (
                <a href={lead.whatsapp} target="_blank" rel="noreferrer">
                  {text('lead.whatsapp')}
                </a>
              )}
            </td>
            <td>
              <About lead={lead} />
            </td>
            <td>
              <Stack gap={2}>
                <Flex>
                  <StatusBadge status={lead.status} />
                </Flex>
                <Plan lead={lead} now={now} />
              </Stack>
            </td>
            <td>
              <Button
                mode="bleed"
                text={text('list.open')}
                aria-label={`${text('list.open')}: ${leadName(lead) ?? lead.url ?? text(`source.${lead.kind}`)}`}
                onClick={() => openLead(lead.id)}
              />
            </td>
          </tr>
        ))}
      </PagedTable>
      {address.lead && <LeadDetailDialog id={address.lead} onClose={() => openLead(undefined)} onOpen={openLead} />}
    </Stack>
  )
}
