import { createContext, useContext } from 'react'

/**
 * Which client the voice demo uses: `vapi` the SDK only (no key: booking and WhatsApp instead of a
 * call), `auto` the SDK when site settings hold a key and the local fake otherwise (development),
 * `fake` the fake always (journeys).
 */
export const voiceDemoClientModes = ['vapi', 'auto', 'fake'] as const
export type VoiceDemoClientMode = (typeof voiceDemoClientModes)[number]

/** Values the browser needs; they are sent with every page, so never put a secret here. */
export type AppConfig = {
  siteUrl: string
  analysisWebhookUrl: string
  contactWebhookUrl: string
  formFallbackUrl?: string
  publicIpLookupUrl: string
  voiceDemoClient: VoiceDemoClientMode
  /**
   * Where `@sanity/image-url` points: Sanity's CDN for a hosted project; in embedded mode this
   * site's own `/images/…`, which answers the same parameters (docs/decisions/0012).
   */
  images: { projectId: string; dataset: string; baseUrl?: string }
}

/** The production defaults; tests start from these and change what they exercise. */
export const defaultAppConfig: AppConfig = {
  siteUrl: '',
  analysisWebhookUrl: '/api/analyze',
  contactWebhookUrl: '/api/contact',
  publicIpLookupUrl: '/api/client-ip',
  voiceDemoClient: 'vapi',
  images: { projectId: 'local', dataset: 'production', baseUrl: '/' },
}

export const AppConfigContext = createContext<AppConfig>(defaultAppConfig)

export const useAppConfig = () => useContext(AppConfigContext)
