import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import {
  csvFileName,
  registrationCsvRows,
  registrationsCsv,
} from '@/features/registrations/lib/registrations-csv'
import type { Registration } from '@/features/registrations/lib/types'

const reg = (name: string | null, Email: string | null): Registration => ({
  id: crypto.randomUUID(),
  name,
  Email,
  created_at: '2025-05-20T13:05:00.000Z',
})

const parse = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, '')).data

describe('registrationCsvRows', () => {
  it('fills missing names and emails with the spec placeholders', () => {
    expect(registrationCsvRows([reg(null, null), reg('  ', ' ')])).toEqual([
      ['Anonymous', 'No email provided', '2025-05-20T13:05:00.000Z'],
      ['Anonymous', 'No email provided', '2025-05-20T13:05:00.000Z'],
    ])
  })
})

describe('registrationsCsv', () => {
  it('starts with a byte-order mark and the header row', () => {
    const csv = registrationsCsv([reg('José Núñez', 'jose@example.com')])
    expect(csv.startsWith('\uFEFF"Name","Email","Registration Date"\r\n')).toBe(true)
    expect(parse(csv)).toEqual([
      ['Name', 'Email', 'Registration Date'],
      ['José Núñez', 'jose@example.com', '2025-05-20T13:05:00.000Z'],
    ])
  })

  it('quotes commas, quotes and newlines so they survive a round trip', () => {
    const name = 'Carter, "Jim"\nPlumbing'
    const csv = registrationsCsv([reg(name, 'a@b.co')])
    expect(csv).toContain('"Carter, ""Jim""\nPlumbing"')
    expect(parse(csv)[1]?.[0]).toBe(name)
  })

  it.each(['=', '+', '-', '@', '\t', '\r'])('neutralises a cell starting with %j', (prefix) => {
    const value = `${prefix}HYPERLINK("http://x.test")`
    const row = parse(registrationsCsv([reg(value, `${prefix}1+1`)]))[1]
    expect(row?.[0]).toBe(`'${value}`)
    expect(row?.[1]).toBe(`'${prefix}1+1`)
  })

  it('neutralises a multi-line formula and leaves ordinary text alone', () => {
    const rows = parse(registrationsCsv([reg('=cmd|"/c calc"!A0\nmore', 'x-y@example.com')]))
    expect(rows[1]?.[0]).toBe(`'=cmd|"/c calc"!A0\nmore`)
    expect(rows[1]?.[1]).toBe('x-y@example.com')
  })
})

describe('csvFileName', () => {
  it('is webinar-registrations-{YYYY-MM-DD}.csv', () => {
    expect(csvFileName(new Date(2025, 0, 5, 23, 59))).toBe('webinar-registrations-2025-01-05.csv')
  })
})
