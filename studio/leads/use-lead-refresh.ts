import {useQueryClient} from '@tanstack/react-query'

/**
 * After a change to a lead: the lead, the list and its views, the funnel and the person's leads and
 * history show it.
 */
export function useLeadRefresh() {
  const queries = useQueryClient()
  return () =>
    Promise.all(['lead', 'leads', 'funnel', 'contact'].map((key) => queries.invalidateQueries({queryKey: [key]})))
}
