import {Box, Button, Card, Flex, Text} from '@sanity/ui'
import type {UseInfiniteQueryResult} from '@tanstack/react-query'
import type {ReactNode} from 'react'
import styled from 'styled-components'

import {ProblemNotice} from './problem-notice'
import {useLeadsText} from './use-leads-text'

/**
 * As wide as its columns need, scrolling in its box rather than squeezing them; on a phone each row
 * is a card of its cells one under the other, so every cell (the status, "Open") is within reach.
 */
const Table = styled.table`
  width: 100%;
  min-width: 56rem;
  border-collapse: collapse;
  font-size: 0.8125rem;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.5rem 0.75rem 0.5rem 0;
    border-bottom: 1px solid var(--card-border-color);
  }
  th {
    font-weight: 600;
    color: var(--card-muted-fg-color);
  }
  a {
    color: var(--card-link-color);
  }
  @media (max-width: 40em) {
    min-width: 0;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
    }
    tr {
      display: block;
      padding: 0.75rem 0;
      border-bottom: 1px solid var(--card-border-color);
    }
    td {
      display: block;
      padding: 0.25rem 0;
      border: 0;
    }
  }
`

/** Read by screen readers, not shown. */
export const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`

type Pages = Pick<
  UseInfiniteQueryResult<unknown>,
  'error' | 'isSuccess' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'
>

/**
 * A newest-first list a page at a time: its failure, a sentence when it is empty, the table of the
 * rows loaded so far, and "Load more" while another page follows.
 */
export function PagedTable({
  pages,
  rows,
  empty,
  head,
  children,
}: {
  pages: Pages
  /** How many rows are loaded. */
  rows: number
  empty: string
  /** The header cells. */
  head: ReactNode
  /** The body's rows. */
  children: ReactNode
}) {
  const text = useLeadsText()
  return (
    <>
      {pages.error && <ProblemNotice error={pages.error} />}
      {pages.isSuccess && rows === 0 && (
        <Card padding={4} radius={2} tone="transparent" border>
          <Text align="center" muted>
            {empty}
          </Text>
        </Card>
      )}
      {rows > 0 && (
        <Box overflow="auto">
          <Table>
            <thead>
              <tr>{head}</tr>
            </thead>
            <tbody>{children}</tbody>
          </Table>
        </Box>
      )}
      {pages.hasNextPage && (
        <Flex justify="center">
          <Button
            mode="ghost"
            text={text('list.more')}
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          />
        </Flex>
      )}
    </>
  )
}
