import {CommentIcon} from '@sanity/icons/Comment'
import {defineField, defineType} from 'sanity'

import {leadKinds} from '../constants'
import {orderField, orderings} from '../lib/fields'
import {requiredLocale} from '../lib/validation'

const kindTitles = {contact: 'Contact requests', analysis: 'Analyses', booking: 'Bookings'} as const

const placeholders =
  'Filled in for each lead: {name} (the person), {business}, {site} (the site analysed or given), {editor} (who replies).'

/**
 * A reply the Leads tool offers when an editor answers a lead on WhatsApp or by e-mail: written in
 * both languages, sent in the lead's (Spanish when the English is missing), edited before it goes.
 */
export const leadReply = defineType({
  name: 'leadReply',
  title: 'Lead reply',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'How the Leads tool lists it, e.g. “Gracias por tu análisis”.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'kinds',
      title: 'For leads from',
      type: 'array',
      of: [{type: 'string'}],
      options: {list: leadKinds.map((value) => ({value, title: kindTitles[value]})), layout: 'grid'},
      description: 'Offered for these leads; for every lead when none is ticked.',
    }),
    defineField({
      name: 'whatsapp',
      title: 'WhatsApp message',
      type: 'localeText',
      description: placeholders,
      validation: requiredLocale,
    }),
    defineField({name: 'emailSubject', title: 'E-mail subject', type: 'localeString', validation: requiredLocale}),
    defineField({
      name: 'emailBody',
      title: 'E-mail message',
      type: 'localeText',
      description: placeholders,
      validation: requiredLocale,
    }),
    orderField,
  ],
  orderings,
  preview: {
    select: {title: 'title', kinds: 'kinds'},
    prepare: ({title, kinds}: {title?: string; kinds?: (keyof typeof kindTitles)[]}) => ({
      title,
      subtitle: kinds?.length ? kinds.map((kind) => kindTitles[kind]).join(' · ') : 'Every lead',
    }),
  },
})
