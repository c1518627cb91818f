import { zodResolver } from '@hookform/resolvers/zod'
import { analysisFormSchema } from './schema'

/** The analysis form's resolver, in a chunk of its own with zod (loaded by lazyResolver). */
export const analysisFormResolver = zodResolver(analysisFormSchema)
