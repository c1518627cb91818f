import type {
  AboutPageQueryResult,
  ChatbotsPageQueryResult,
  ContactPageQueryResult,
  HomePageQueryResult,
  LayoutQueryResult,
  LegalPageQueryResult,
  NotFoundPageQueryResult,
  ServicesPageQueryResult,
  VoiceAssistantsPageQueryResult,
  WebDesignPageQueryResult,
} from './sanity.types'

/** What each named content request returns; one name per page plus the shared layout. */
export type ContentResults = {
  layout: LayoutQueryResult
  home: HomePageQueryResult
  services: ServicesPageQueryResult
  webDesign: WebDesignPageQueryResult
  chatbots: ChatbotsPageQueryResult
  voiceAssistants: VoiceAssistantsPageQueryResult
  about: AboutPageQueryResult
  contact: ContactPageQueryResult
  privacy: LegalPageQueryResult
  terms: LegalPageQueryResult
  notFound: NotFoundPageQueryResult
}

export type ContentName = keyof ContentResults
export type PageContent = Exclude<ContentName, 'layout'>
export type Layout = NonNullable<LayoutQueryResult>

export const contentNames = [
  'layout',
  'home',
  'services',
  'webDesign',
  'chatbots',
  'voiceAssistants',
  'about',
  'contact',
  'privacy',
  'terms',
  'notFound',
] as const satisfies readonly ContentName[]

export function isContentName(value: string): value is ContentName {
  return (contentNames as readonly string[]).includes(value)
}
