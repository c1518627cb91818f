import type { FilterDefault } from '@sanity/client/stega'
import { languageIds as languageIdList } from '../../../schemas/constants'

const languageIds = new Set<string>(languageIdList)

/**
 * Every text an editor types is a localized value (`title.es`, a span of `body.en`): those carry
 * stega, and nothing else does, so ids, icon names and other values the page looks up stay clean.
 * The server encodes its draft answers with it, the preview the results the Studio sends.
 */
export const editableOnly: FilterDefault = (props) =>
  props.sourcePath.some((segment) => typeof segment === 'string' && languageIds.has(segment)) &&
  props.filterDefault(props)
