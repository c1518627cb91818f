import {Box, Card, Flex, Grid, Label, Select, Stack, Text} from '@sanity/ui'
import {useQuery} from '@tanstack/react-query'
import {useId, useState} from 'react'
import styled from 'styled-components'

import {FunnelChart, funnelSeries} from './funnel-chart'
import type {FunnelCount} from './leads-types'
import {funnelStart, weekChoices} from './periods'
import {ProblemNotice} from './problem-notice'
import {useLeadsApi, useLeadsFormat, useLeadsText} from './use-leads-text'

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.8125rem;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.5rem;
  }
  th,
  td {
    text-align: left;
    padding: 0.375rem 0.75rem 0.375rem 0;
    border-bottom: 1px solid var(--card-border-color);
  }
  th[scope='row'] {
    white-space: nowrap;
  }
  td:not(:first-child),
  th:not(:first-child) {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`

function Counts({caption, counts}: {caption: string; counts: FunnelCount[]}) {
  const text = useLeadsText()
  return (
    <Table>
      <caption>{caption}</caption>
      <tbody>
        {counts.slice(0, 10).map(({value, leads}) => (
          <tr key={value ?? ''}>
            <td>{value ?? text('funnel.unknown')}</td>
            <td>{leads}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  )
}

/** Weekly leads as bars and as a table, the analysis → booking conversion, and where leads come from. */
export function FunnelView() {
  const api = useLeadsApi()
  const text = useLeadsText()
  const format = useLeadsFormat()
  const weeksId = useId()
  const [weeks, setWeeks] = useState<number>(12)
  const funnel = useQuery({queryKey: ['funnel', weeks], queryFn: () => api.funnel(funnelStart(weeks))})
  const data = funnel.data
  const {analyses, booked} = data?.analysisToBooking ?? {analyses: 0, booked: 0}

  return (
    <Stack gap={5}>
      <Flex>
        <Stack gap={2} style={{minWidth: 160}}>
          <Label as="label" htmlFor={weeksId} size={1}>
            {text('funnel.weeks')}
          </Label>
          <Select id={weeksId} value={String(weeks)} onChange={(event) => setWeeks(Number(event.currentTarget.value))}>
            {weekChoices.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </Select>
        </Stack>
      </Flex>
      {funnel.error && <ProblemNotice error={funnel.error} />}
      {funnel.isPending && <Text muted>{text('loading')}</Text>}
      {data && (
        <>
          <Card padding={4} radius={2} border>
            <Stack gap={3}>
              <Text weight="semibold">{text('funnel.conversion')}</Text>
              <Text size={1} data-testid="funnel-conversion">
                {text('funnel.conversion.text', {
                  count: analyses,
                  booked,
                  rate: format.percent(analyses === 0 ? 0 : booked / analyses),
                })}
              </Text>
            </Stack>
          </Card>
          <Stack gap={3}>
            <Text weight="semibold">{text('funnel.chart')}</Text>
            <FunnelChart weeks={data.weeks} />
          </Stack>
          <Box overflow="auto">
            <Table data-testid="funnel-table">
              <caption>{text('funnel.table')}</caption>
              <thead>
                <tr>
                  <th scope="col">{text('funnel.week')}</th>
                  {funnelSeries.map(({key}) => (
                    <th scope="col" key={key}>
                      {text(`funnel.${key}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[...data.weeks].reverse().map((week) => (
                  <tr key={week.week}>
                    <th scope="row">{format.date(week.start)}</th>
                    {funnelSeries.map(({key}) => (
                      <td key={key}>{week[key]}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Table>
          </Box>
          <Grid gridTemplateColumns={[1, 1, 3]} gap={5}>
            <Counts caption={text('funnel.pages')} counts={data.bySourcePage} />
            <Counts caption={text('funnel.referrers')} counts={data.byReferrerHost} />
            <Counts caption={text('funnel.campaigns')} counts={data.byUtmSource} />
          </Grid>
        </>
      )}
    </Stack>
  )
}
