import { parentPort, workerData } from 'node:worker_threads'
import type { Language } from 'shared/languages'
import type { AnalysisResult } from '../model'
import type { AgencyContacts } from './contacts'
import { composeReportEmail } from './email'

/** Worker body for ./isolated.ts: builds one report e-mail (text, HTML, PDF) and posts it back. */
const { result, language, contacts } = workerData as {
  result: AnalysisResult
  language: Language
  contacts: AgencyContacts
}
parentPort!.postMessage(await composeReportEmail(result, language, contacts))
