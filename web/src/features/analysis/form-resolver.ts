import { zodResolver } from '@hookform/resolvers/zod'
import { analysisFormSchema } from './schema'

/** The analysis form's resolver: zod comes with the form, whose section loads on demand (decision 0008). */
export const analysisFormResolver = zodResolver(analysisFormSchema)
