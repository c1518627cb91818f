import {Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis} from 'recharts'

import type {FunnelWeek} from './leads-types'
import {useLeadsFormat, useLeadsText} from './use-leads-text'

/** The weekly counts the funnel draws, in its order; the colours keep 3:1 on light and dark cards. */
export const funnelSeries = [
  {key: 'analysesRequested', colour: '#2276fc'},
  {key: 'analysesCompleted', colour: '#7c5cf0'},
  {key: 'contactRequests', colour: '#b07d00'},
  {key: 'bookings', colour: '#2e8540'},
  {key: 'won', colour: '#d6336c'},
] as const

/**
 * Grouped bars per week, named for screen readers; Recharts lets the keyboard walk the weeks (its
 * accessibility layer). The same numbers are in the table below it.
 */
export function FunnelChart({weeks}: {weeks: FunnelWeek[]}) {
  const text = useLeadsText()
  const format = useLeadsFormat()
  const data = weeks.map((week) => ({...week, label: format.date(week.start)}))
  return (
    <div style={{width: '100%', height: 320}} data-testid="funnel-chart">
      <ResponsiveContainer>
        <BarChart
          data={data}
          margin={{top: 8, right: 8, bottom: 8, left: 0}}
          title={text('funnel.chart')}
          desc={text('funnel.table')}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="var(--card-border-color)" vertical={false} />
          <XAxis dataKey="label" tick={{fill: 'var(--card-muted-fg-color)', fontSize: 12}} />
          <YAxis allowDecimals={false} tick={{fill: 'var(--card-muted-fg-color)', fontSize: 12}} width={32} />
          <Tooltip
            contentStyle={{background: 'var(--card-bg-color)', borderColor: 'var(--card-border-color)'}}
            cursor={{fill: 'var(--card-muted-bg-color, rgba(127,127,127,0.1))'}}
          />
          <Legend wrapperStyle={{fontSize: 12}} itemSorter={null} />
          {funnelSeries.map(({key, colour}) => (
            <Bar key={key} dataKey={key} name={text(`funnel.${key}`)} fill={colour} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  )
}
