import { expect, it } from 'vitest'
import { analyzeErrors, busyFor } from './analyze-messages'

it('tells a busy visitor how many minutes to wait, in their language', () => {
  expect(busyFor.es(1)).toBe(analyzeErrors.es.busy)
  expect(busyFor.en(1)).toBe(analyzeErrors.en.busy)
  expect(busyFor.es(3)).toBe('Estamos analizando muchos sitios a la vez. Por favor intenta de nuevo en 3 minutos.')
  expect(busyFor.en(3)).toBe('We are analysing many sites at once. Please try again in 3 minutes.')
})
