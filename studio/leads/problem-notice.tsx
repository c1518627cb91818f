import {Card, Text} from '@sanity/ui'

import {LeadsApiError} from './leads-api'
import {useLeadsText} from './use-leads-text'

/** A failed call, said in the editor's language; unexpected errors read as "try again". */
export function ProblemNotice({error}: {error: unknown}) {
  const text = useLeadsText()
  const problem = error instanceof LeadsApiError ? error.problem : 'failed'
  return (
    <Card padding={3} radius={2} tone="critical" role="alert">
      <Text size={1}>{text(`problem.${problem}`)}</Text>
    </Card>
  )
}
