import {defineArrayMember} from 'sanity'

import {defineLocaleType} from '../lib/defineLocaleType'

/**
 * A list per language rather than a list of localized strings: the site falls back to the Spanish
 * list as a whole, so a translator may use a different number of items than the Spanish original.
 */
export const localeStringList = defineLocaleType({
  name: 'localeStringList',
  title: 'Localized list',
  field: {type: 'array', of: [defineArrayMember({type: 'string'})]},
})
