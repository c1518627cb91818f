import {DocumentPdfIcon} from '@sanity/icons/DocumentPdf'
import {DocumentTextIcon} from '@sanity/icons/DocumentText'
import {TrashIcon} from '@sanity/icons/Trash'
import {Box, Button, Card, Dialog, Flex, Grid, Label, Select, Spinner, Stack, Text, TextArea} from '@sanity/ui'
import {useMutation, useQuery} from '@tanstack/react-query'
import {useId, useState} from 'react'

import {SourceBadge} from './lead-badges'
import {EraseLeadDialog} from './erase-lead'
import {LeadContact, usePerson} from './lead-contact'
import {LeadHistory} from './lead-history'
import {LeadPlan} from './lead-plan'
import {LeadReply} from './lead-reply'
import {ReportDialog} from './report-dialog'
import {leadName, leadStatuses, type LeadItem, type LeadStatus} from './leads-types'
import {ProblemNotice} from './problem-notice'
import {saveFile} from './save-file'
import {useLeadRefresh} from './use-lead-refresh'
import {useLeadsApi, useLeadsFormat, useLeadsText, useServiceName} from './use-leads-text'

function Fact({label, children}: {label: string; children: React.ReactNode}) {
  return (
    <Stack gap={2}>
      <Label size={1} muted>
        {label}
      </Label>
      <Text size={1}>{children}</Text>
    </Stack>
  )
}

/** Who, how to reach them, what they asked and where they came from. */
function LeadFacts({lead}: {lead: LeadItem}) {
  const text = useLeadsText()
  const format = useLeadsFormat()
  const serviceName = useServiceName()
  const {page, referrerHost, utm} = lead.attribution
  return (
    <Grid gridTemplateColumns={[1, 2]} gap={4}>
      {lead.email && (
        <Fact label={text('column.contact')}>
          <a href={`mailto:${lead.email}`}>{lead.email}</a>
        </Fact>
      )}
      {lead.phone && (
        <Fact label={text('lead.whatsapp')}>
          {lead.whatsapp ? (
            <a href={lead.whatsapp} target="_blank" rel="noreferrer">
              {lead.phone}
            </a>
          ) : (
            lead.phone
          )}
        </Fact>
      )}
      {lead.service && <Fact label={text('lead.service')}>{serviceName(lead.service)}</Fact>}
      {lead.url && (
        <Fact label={text('source.analysis')}>
          {lead.url}
          {lead.score !== undefined && ` · ${text('lead.score', {score: lead.score})}`}
        </Fact>
      )}
      {page && <Fact label={text('lead.page')}>{page}</Fact>}
      {referrerHost && <Fact label={text('lead.referrer')}>{referrerHost}</Fact>}
      {utm && Object.keys(utm).length > 0 && (
        <Fact label={text('lead.campaign')}>
          {Object.entries(utm)
            .map(([key, value]) => `${key}=${value}`)
            .join(' · ')}
        </Fact>
      )}
      <Fact label={text('lead.language')}>{format.language(lead.language)}</Fact>
    </Grid>
  )
}

/**
 * One lead: its facts, its report as sent, its status, owner, follow-up and notes with their history,
 * and erasing it.
 */
export function LeadDetailDialog({
  id,
  onClose,
  onOpen,
}: {
  id: string
  onClose: () => void
  /** Shows another lead in the dialog: one of the same person's. */
  onOpen: (id: string) => void
}) {
  const api = useLeadsApi()
  const text = useLeadsText()
  const format = useLeadsFormat()
  const statusId = useId()
  const noteId = useId()
  const [note, setNote] = useState('')
  const [report, setReport] = useState<string>()
  const [erasing, setErasing] = useState(false)

  const detail = useQuery({queryKey: ['lead', id], queryFn: () => api.detail(id)})
  const person = usePerson(id)
  const personLeads = person.data?.leads ?? []
  const refresh = useLeadRefresh()
  const status = useMutation({mutationFn: (next: LeadStatus) => api.setStatus(id, next), onSuccess: refresh})
  const addNote = useMutation({
    mutationFn: () => api.addNote(id, note.trim()),
    onSuccess: async () => {
      setNote('')
      await refresh()
    },
  })
  const html = useMutation({
    mutationFn: async () => (await api.file(`${id}/report.html`)).text(),
    onSuccess: setReport,
  })
  const pdf = useMutation({
    mutationFn: () => api.file(`${id}/report.pdf`),
    onSuccess: (blob) => saveFile(blob, `informe-${id.slice(0, 8)}.pdf`),
  })
  const lead = detail.data?.lead

  return (
    <Dialog
      id={`lead-${id}`}
      header={lead ? (leadName(lead) ?? lead.url ?? text(`source.${lead.kind}`)) : text('loading')}
      onClose={onClose}
      width={2}
    >
      <Box padding={4}>
        {detail.error && <ProblemNotice error={detail.error} />}
        {!lead && !detail.error && <Spinner />}
        {lead && (
          <Stack gap={5}>
            <Flex gap={3} align="center" wrap="wrap">
              <SourceBadge source={lead.kind} />
              <Text size={1} muted>
                {format.dateTime(lead.createdAt)}
              </Text>
              {lead.business && <Text size={1}>{lead.business}</Text>}
            </Flex>
            {lead.message && (
              <Card padding={3} radius={2} tone="transparent" border>
                <Text size={1} style={{whiteSpace: 'pre-wrap'}}>
                  {lead.message}
                </Text>
              </Card>
            )}
            {lead.overRateLimit && (
              <Card padding={3} radius={2} tone="caution" border>
                <Text size={1}>{text('lead.overRateLimit')}</Text>
              </Card>
            )}
            <LeadFacts lead={lead} />
            <LeadContact lead={lead} onOpen={onOpen} onChanged={refresh} />
            {lead.hasReport && (
              <Flex gap={2} wrap="wrap">
                <Button
                  icon={DocumentTextIcon}
                  mode="ghost"
                  text={text('lead.report.html')}
                  loading={html.isPending}
                  onClick={() => html.mutate()}
                />
                <Button
                  icon={DocumentPdfIcon}
                  mode="ghost"
                  text={text('lead.report.pdf')}
                  loading={pdf.isPending}
                  onClick={() => pdf.mutate()}
                />
              </Flex>
            )}
            {(html.error ?? pdf.error) && <ProblemNotice error={html.error ?? pdf.error} />}
            <Stack gap={2}>
              <Label as="label" htmlFor={statusId} size={1}>
                {text('lead.status.label')}
              </Label>
              <Select
                id={statusId}
                value={lead.status}
                disabled={status.isPending}
                onChange={(event) => status.mutate(event.currentTarget.value as LeadStatus)}
              >
                {leadStatuses.map((value) => (
                  <option key={value} value={value}>
                    {text(`status.${value}`)}
                  </option>
                ))}
              </Select>
              {personLeads.length > 1 && (
                <Text size={1} muted>
                  {text('lead.status.person', {count: personLeads.length})}
                </Text>
              )}
              {status.error && <ProblemNotice error={status.error} />}
            </Stack>
            <LeadPlan key={lead.followUpAt ?? 'none'} lead={lead} />
            <LeadReply lead={lead} onLogged={refresh} />
            <Stack gap={2}>
              <Label as="label" htmlFor={noteId} size={1}>
                {text('lead.note.label')}
              </Label>
              <TextArea id={noteId} rows={3} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
              <Flex justify="flex-end">
                <Button
                  text={text('lead.note.add')}
                  tone="primary"
                  disabled={note.trim() === ''}
                  loading={addNote.isPending}
                  onClick={() => addNote.mutate()}
                />
              </Flex>
              {addNote.error && <ProblemNotice error={addNote.error} />}
            </Stack>
            <LeadHistory
              leadId={id}
              events={(personLeads.length > 1 ? person.data?.events : detail.data?.events) ?? []}
              person={personLeads}
            />
            <Flex justify="flex-end">
              <Button
                icon={TrashIcon}
                mode="ghost"
                tone="critical"
                text={text('lead.erase')}
                onClick={() => setErasing(true)}
              />
            </Flex>
          </Stack>
        )}
      </Box>
      {report !== undefined && <ReportDialog html={report} onClose={() => setReport(undefined)} />}
      {erasing && <EraseLeadDialog id={id} onCancel={() => setErasing(false)} onErased={onClose} />}
    </Dialog>
  )
}
