import {Card, Container, Stack, Tab, TabList, TabPanel} from '@sanity/ui'
import {QueryClient, QueryClientProvider} from '@tanstack/react-query'
import {useMemo, useState} from 'react'
import {useClient, useCurrentLocale} from 'sanity'

import {hosted, lakeApiHost} from '../env'
import {siteOrigin} from '../site-origin'
import {AccessRecord} from './access-record'
import {FunnelView} from './funnel-view'
import {LeadList} from './lead-list'
import {leadsTabs, useLeadsAddress} from './leads-address'
import {lakeCredential, leadsApi, tokenCredential} from './leads-api'
import {LeadsApiContext, useLeadsText} from './use-leads-text'

/** The site's address, asked once it is known (the lake learns it when the site connects). */
function rememberedOrigin() {
  let known: string | undefined
  return async () => (known ??= await siteOrigin())
}

const panels = {list: LeadList, funnel: FunnelView, access: AccessRecord}

/**
 * The agency's leads, where it already works: the list with its follow-up, the funnel, and the
 * record of who reached them. The data stays in the site's lead store; the Studio reads it through
 * the site's API as the signed-in editor.
 */
export function LeadsTool() {
  const client = useClient({apiVersion: '2025-02-19'})
  const text = useLeadsText()
  const language = useCurrentLocale().id.startsWith('es') ? 'es' : 'en'
  const {address, setTab} = useLeadsAddress()
  const {tab} = address
  const [queryClient] = useState(() => new QueryClient({defaultOptions: {queries: {retry: 1}}}))
  const api = useMemo(
    () =>
      leadsApi(
        rememberedOrigin(),
        hosted ? tokenCredential(client.config().token) : lakeCredential(lakeApiHost() ?? window.location.origin),
        language,
      ),
    [client, language],
  )

  return (
    <QueryClientProvider client={queryClient}>
      <LeadsApiContext.Provider value={api}>
        <Card height="fill" overflow="auto" data-testid="leads-tool">
          <Container width={5} padding={4}>
            <Stack gap={4}>
              <TabList gap={2}>
                {leadsTabs.map((id) => (
                  <Tab
                    key={id}
                    id={`leads-tab-${id}`}
                    aria-controls={`leads-panel-${id}`}
                    label={text(`tab.${id}`)}
                    selected={tab === id}
                    onClick={() => setTab(id)}
                  />
                ))}
              </TabList>
              {leadsTabs.map((id) => {
                const Panel = panels[id]
                return (
                  <TabPanel key={id} id={`leads-panel-${id}`} aria-labelledby={`leads-tab-${id}`} hidden={tab !== id}>
                    {tab === id && <Panel />}
                  </TabPanel>
                )
              })}
            </Stack>
          </Container>
        </Card>
      </LeadsApiContext.Provider>
    </QueryClientProvider>
  )
}
