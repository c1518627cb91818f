import type { FixtureDocument } from '../helpers'
import { assistantServices } from './services-assistants'
import { marketingServices } from './services-marketing'
import { webAndAutomationServices } from './services-web-automation'

/** The six services of product §1, in the order of `serviceKeys` and of their `order` field. */
export const services: FixtureDocument[] = [...assistantServices, ...webAndAutomationServices, ...marketingServices]
