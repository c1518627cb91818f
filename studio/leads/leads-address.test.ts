import {describe, expect, it} from 'vitest'

import {readAddress, writeAddress, type LeadsAddress} from './leads-address'

const read = (query: string) => readAddress(new URLSearchParams(query))

describe('the Leads tool’s address', () => {
  it('opens the list with no filters chosen when the address says nothing', () => {
    expect(read('')).toEqual({tab: 'list'})
  })

  it('reads a bookmarked view with its filters and search', () => {
    expect(read('tab=list&view=mine&period=30&source=booking&status=won&q=rosa%40cafe')).toEqual({
      tab: 'list',
      filters: {view: 'mine', kind: 'booking', status: 'won', period: '30', query: 'rosa@cafe'},
    })
  })

  it('reads the lead open, with or without filters, and writes it back', () => {
    expect(read('lead=3f2a')).toEqual({tab: 'list', lead: '3f2a'})
    const address: LeadsAddress = {
      tab: 'access',
      lead: '3f2a',
      filters: {view: 'all', period: '30', query: ''},
    }
    expect(writeAddress(address)).toEqual([
      ['tab', 'access'],
      ['lead', '3f2a'],
      ['view', 'all'],
      ['period', '30'],
    ])
    expect(readAddress(new URLSearchParams(writeAddress(address)))).toEqual(address)
  })

  it('ignores values the tool does not offer', () => {
    expect(read('tab=settings&view=mine&period=9&source=fax&status=maybe')).toEqual({
      tab: 'list',
      filters: {view: 'mine', kind: undefined, status: undefined, period: 'all', query: ''},
    })
    expect(read('view=everything&q=ana')).toEqual({tab: 'list'})
  })

  it('writes what it reads back, leaving out the defaults', () => {
    const address: LeadsAddress = {
      tab: 'funnel',
      filters: {view: 'due', kind: 'contact', status: 'new', period: 'all', query: 'Begoña'},
    }
    const params = writeAddress(address)
    expect(params).toEqual([
      ['tab', 'funnel'],
      ['view', 'due'],
      ['period', 'all'],
      ['source', 'contact'],
      ['status', 'new'],
      ['q', 'Begoña'],
    ])
    expect(readAddress(new URLSearchParams(params))).toEqual(address)
    expect(writeAddress({tab: 'list'})).toEqual([])
  })
})
