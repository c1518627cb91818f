import {defineArrayMember, defineField} from 'sanity'

import {defineLocaleType} from '../lib/defineLocaleType'

/** Only what the site's Portable Text renderer styles; anything else would be dropped silently. */
const block = defineArrayMember({
  type: 'block',
  styles: [
    {title: 'Normal', value: 'normal'},
    {title: 'Heading 2', value: 'h2'},
    {title: 'Heading 3', value: 'h3'},
  ],
  lists: [
    {title: 'Bullet', value: 'bullet'},
    {title: 'Numbered', value: 'number'},
  ],
  marks: {
    decorators: [
      {title: 'Strong', value: 'strong'},
      {title: 'Emphasis', value: 'em'},
    ],
    annotations: [
      defineArrayMember({
        name: 'link',
        type: 'object',
        title: 'Link',
        fields: [
          defineField({
            name: 'href',
            type: 'url',
            title: 'URL',
            // Relative links point at the site's own routes; mailto/tel are the legal pages' contact links.
            validation: (rule) =>
              rule.required().uri({scheme: ['http', 'https', 'mailto', 'tel'], allowRelative: true}),
          }),
        ],
      }),
    ],
  },
})

export const localeBlockContent = defineLocaleType({
  name: 'localeBlockContent',
  title: 'Localized rich text',
  field: {type: 'array', of: [block]},
})
