import {CogIcon} from '@sanity/icons/Cog'
import {defineField, defineType} from 'sanity'

import {requiredLocale} from '../lib/validation'

/** E.164 with El Salvador's code: the site formats it and builds the WhatsApp link from it. */
const phonePattern = /^\+503\d{8}$/

const httpUrl = {scheme: ['http', 'https']}

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  icon: CogIcon,
  fields: [
    defineField({name: 'brandName', title: 'Brand name', type: 'string', validation: (rule) => rule.required()}),
    defineField({name: 'email', title: 'E-mail', type: 'string', validation: (rule) => rule.required().email()}),
    defineField({
      name: 'phone',
      title: 'Phone / WhatsApp',
      type: 'string',
      description: '+503 followed by the 8 digits, no spaces: +50371234567.',
      validation: (rule) => [
        rule.required(),
        rule.regex(phonePattern).error('Use +503 followed by 8 digits, without spaces'),
      ],
    }),
    defineField({name: 'location', title: 'Location', type: 'localeString', validation: requiredLocale}),
    defineField({
      name: 'bookingUrl30',
      title: 'Booking page: 30-minute consultation',
      type: 'url',
      validation: (rule) => rule.required().uri(httpUrl),
    }),
    defineField({
      name: 'bookingUrl15',
      title: 'Booking page: 15-minute analysis review',
      type: 'url',
      validation: (rule) => rule.required().uri(httpUrl),
    }),
    defineField({
      name: 'voiceDemo',
      title: 'Voice demo',
      type: 'object',
      description: 'Without both values the demo widget says it is unavailable.',
      options: {collapsible: true},
      fields: [
        defineField({name: 'publicKey', title: 'Public key', type: 'string'}),
        defineField({name: 'assistantId', title: 'Assistant id', type: 'string'}),
      ],
    }),
    defineField({
      name: 'defaultShareImage',
      title: 'Default share image',
      type: 'imageWithAlt',
      description: 'Used by every page that has no share image of its own.',
      validation: (rule) => rule.required().warning('Pages without their own share image will have none'),
    }),
    defineField({
      name: 'footer',
      title: 'Footer',
      type: 'object',
      options: {collapsible: true},
      fields: [
        defineField({name: 'description', title: 'Description', type: 'localeText', validation: requiredLocale}),
        defineField({name: 'scheduleTitle', title: 'Schedule title', type: 'localeString', validation: requiredLocale}),
        defineField({name: 'scheduleText', title: 'Schedule text', type: 'localeText', validation: requiredLocale}),
        defineField({
          name: 'scheduleButtonLabel',
          title: 'Schedule button label',
          type: 'localeString',
          validation: requiredLocale,
        }),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: {subtitle: 'brandName'},
    prepare: ({subtitle}: {subtitle?: string}) => ({title: 'Site settings', subtitle}),
  },
})
