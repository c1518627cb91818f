import {defineLocaleType} from '../lib/defineLocaleType'

export const localeText = defineLocaleType({
  name: 'localeText',
  title: 'Localized text',
  field: {type: 'text', rows: 3},
})
