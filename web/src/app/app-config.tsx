import { createContext, useContext } from 'react'

/** Values the server knows and the browser needs, passed once with the rendered page. */
export type AppConfig = { siteUrl: string }

export const AppConfigContext = createContext<AppConfig>({ siteUrl: '' })

export const useAppConfig = () => useContext(AppConfigContext)
