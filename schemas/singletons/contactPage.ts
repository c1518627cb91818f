import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {defineField, defineType} from 'sanity'

import {headingField, pagePreview, seoField} from '../lib/fields'
import {requiredLocale} from '../lib/validation'

/** The e-mail and WhatsApp number shown here come from the site settings. */
export const contactPage = defineType({
  name: 'contactPage',
  title: 'Contact page',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    seoField,
    headingField('hero', 'Hero'),
    defineField({name: 'channelsTitle', title: 'Channels title', type: 'localeString', validation: requiredLocale}),
    headingField('bookingSection', 'Booking section'),
    headingField('formSection', 'Contact form section'),
  ],
  preview: pagePreview('Contact page'),
})
