import { z } from 'zod'
import { isLanguage, type Language } from '../../i18n/language'
import { attributionSchema } from '../../lib/attribution/schema'
import { emailPattern } from '../../lib/email-address'
import {
  isWebUrl,
  normalizeUrl,
  progressIdPattern,
  type AnalysisForm,
  type AnalysisRequest,
  type FormErrorKey,
} from './request'

/** The form (product §3, §5). Error messages are keys; the component says them in the visitor's language. */
export const analysisFormSchema: z.ZodType<AnalysisForm, AnalysisForm> = z
  .object({ url: z.string(), email: z.string(), sendEmail: z.boolean() })
  .superRefine((form, context) => {
    const issue = (path: 'url' | 'email', message: FormErrorKey) =>
      context.addIssue({ code: 'custom', path: [path], message })
    if (!form.url.trim()) issue('url', 'urlRequired')
    else if (!isWebUrl(normalizeUrl(form.url))) issue('url', 'urlInvalid')
    if (form.sendEmail) {
      if (!form.email.trim()) issue('email', 'emailRequired')
      else if (!emailPattern.test(form.email.trim())) issue('email', 'emailInvalid')
    }
  })

/** POST /api/analyze's request (request.ts). */
export const analysisRequestSchema: z.ZodType<AnalysisRequest> = z
  .object({
    url: z.string().trim().min(1).max(2048).refine(isWebUrl),
    mode: z.enum(['inline', 'email']),
    ip: z.string().max(64),
    email: z.string().trim().max(254).regex(emailPattern).optional(),
    lang: z.custom<Language>(isLanguage).optional(),
    /** Random id under which the server streams this analysis's stages (GET /api/analyze/progress/:id). */
    progressId: z.string().regex(progressIdPattern).optional(),
    attribution: attributionSchema,
  })
  .refine((request) => request.mode === 'inline' || request.email, { path: ['email'] })
