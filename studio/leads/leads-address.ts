import {useCallback, useMemo} from 'react'
import {useRouter, type SearchParam} from 'sanity/router'

import {leadSources, leadStatuses, type LeadSource, type LeadStatus} from './leads-types'
import {periods, type Period} from './periods'

/**
 * The list's views: every lead, the follow-ups due today or overdue, the editor's, nobody's, and
 * every person once (their newest lead).
 */
export const views = ['all', 'due', 'mine', 'unassigned', 'people'] as const
export type View = (typeof views)[number]

export type FilterState = {view: View; kind?: LeadSource; status?: LeadStatus; period: Period; query: string}

export const leadsTabs = ['list', 'funnel', 'access'] as const
export type LeadsTab = (typeof leadsTabs)[number]

/** What the tool's address holds: the tab, the filters once the editor has chosen any, and the lead open. */
export type LeadsAddress = {tab: LeadsTab; filters?: FilterState; lead?: string}

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined =>
  choices.find((choice) => choice === value)

/** Reads the address's parameters, ignoring any value the tool does not offer. */
export function readAddress(params: URLSearchParams): LeadsAddress {
  const tab = oneOf(leadsTabs, params.get('tab')) ?? 'list'
  const lead = params.get('lead') || undefined
  const view = oneOf(views, params.get('view'))
  if (!view) return {tab, lead}
  return {
    tab,
    lead,
    filters: {
      view,
      kind: oneOf(leadSources, params.get('source')),
      status: oneOf(leadStatuses, params.get('status')),
      period: oneOf(periods, params.get('period')) ?? 'all',
      query: params.get('q') ?? '',
    },
  }
}

/** The parameters for an address, leaving out what is the default. */
export function writeAddress({tab, filters, lead}: LeadsAddress): SearchParam[] {
  const params: SearchParam[] = tab === 'list' ? [] : [['tab', tab]]
  if (lead) params.push(['lead', lead])
  if (!filters) return params
  params.push(['view', filters.view], ['period', filters.period])
  if (filters.kind) params.push(['source', filters.kind])
  if (filters.status) params.push(['status', filters.status])
  if (filters.query) params.push(['q', filters.query])
  return params
}

/**
 * The tab, view, filters and the lead open live in the tool's address: a reload, a bookmark, the
 * browser's back button and the Studio mounting the tool again all keep them.
 */
export function useLeadsAddress() {
  const router = useRouter()
  const searchParams = router.state._searchParams
  const address = useMemo(() => readAddress(new URLSearchParams(searchParams)), [searchParams])
  const {navigate} = router
  const go = useCallback(
    (next: LeadsAddress, options: {replace: boolean}) => navigate({_searchParams: writeAddress(next)}, options),
    [navigate],
  )
  const setTab = useCallback((tab: LeadsTab) => go({...address, tab, lead: undefined}, {replace: false}), [go, address])
  // Opening a lead is a step back closes; closing it is not one more.
  const openLead = useCallback(
    (lead: string | undefined) => go({...address, lead}, {replace: lead === undefined}),
    [go, address],
  )
  // Typing replaces the entry rather than adding one per key.
  const setFilters = useCallback(
    (filters: FilterState) => go({...address, filters}, {replace: filters.query !== (address.filters?.query ?? '')}),
    [go, address],
  )
  return {address, setTab, setFilters, openLead}
}
