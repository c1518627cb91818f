import {defineLocaleType} from '../lib/defineLocaleType'

export const localeString = defineLocaleType({
  name: 'localeString',
  title: 'Localized string',
  field: {type: 'string'},
})
