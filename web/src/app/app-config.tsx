import { createContext, useContext } from 'react'

/** Values the browser needs; they are sent with every page, so never put a secret here. */
export type AppConfig = {
  siteUrl: string
  analysisWebhookUrl: string
  contactWebhookUrl: string
  formFallbackUrl?: string
  publicIpLookupUrl: string
}

export const AppConfigContext = createContext<AppConfig>({
  siteUrl: '',
  analysisWebhookUrl: '/api/analyze',
  contactWebhookUrl: '/api/contact',
  publicIpLookupUrl: '/api/client-ip',
})

export const useAppConfig = () => useContext(AppConfigContext)
