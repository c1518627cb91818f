import {Badge, type BadgeTone} from '@sanity/ui'

import type {LeadSource, LeadStatus} from './leads-types'
import {useLeadsText} from './use-leads-text'

const sourceTones: Record<LeadSource, BadgeTone> = {contact: 'primary', analysis: 'suggest', booking: 'positive'}
const statusTones: Record<LeadStatus, BadgeTone> = {
  new: 'caution',
  contacted: 'primary',
  won: 'positive',
  lost: 'default',
}

export function SourceBadge({source}: {source: LeadSource}) {
  const text = useLeadsText()
  return <Badge tone={sourceTones[source]}>{text(`source.${source}`)}</Badge>
}

export function StatusBadge({status}: {status: LeadStatus}) {
  const text = useLeadsText()
  return <Badge tone={statusTones[status]}>{text(`status.${status}`)}</Badge>
}
