import {createContext, useContext} from 'react'
import {useCurrentLocale, useTranslation} from 'sanity'

import type {ServiceKey} from '../../schemas/constants'
import {contactMessages} from '../../web/src/features/contact/contact-messages'
import type {LeadsApi} from './leads-api'
import {leadsNamespace, type LeadsTextKey} from './leads-texts'

/** The tool's words in the Studio's language. */
export function useLeadsText() {
  const {t} = useTranslation(leadsNamespace)
  return (key: LeadsTextKey, values?: Record<string, string | number>) => t(key, values)
}

/** Dates and numbers as the editor reads them. */
export function useLeadsFormat() {
  const locale = useCurrentLocale().id
  return {
    dateTime: (iso: string) =>
      new Intl.DateTimeFormat(locale, {dateStyle: 'medium', timeStyle: 'short'}).format(new Date(iso)),
    date: (iso: string) =>
      new Intl.DateTimeFormat(locale, {dateStyle: 'medium', timeZone: 'UTC'}).format(new Date(iso)),
    percent: (ratio: number) =>
      new Intl.NumberFormat(locale, {style: 'percent', maximumFractionDigits: 1}).format(ratio),
    /** A language by its name ("español", "Spanish"), its code when the browser has no name for it. */
    language: (code: string) => new Intl.DisplayNames([locale], {type: 'language', fallback: 'code'}).of(code) ?? code,
  }
}

/** A contact request's service by the name the form showed, in the Studio's language. */
export function useServiceName() {
  const {services} = contactMessages[useCurrentLocale().id.startsWith('es') ? 'es' : 'en']
  return (key: string) => services[key as ServiceKey] ?? key
}

export const LeadsApiContext = createContext<LeadsApi | null>(null)

export function useLeadsApi(): LeadsApi {
  const api = useContext(LeadsApiContext)
  if (!api) throw new Error('useLeadsApi outside the Leads tool')
  return api
}
