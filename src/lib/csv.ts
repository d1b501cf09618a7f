// The portal's CSV files: quoted cells, CRLF lines, and OWASP's CSV-injection rule (a cell
// starting with = + - @ tab or CR is prefixed with a single quote). papaparse's built-in
// pattern stops at the first newline (`.*$` without the s flag), so a multi-line "=cmd\n…"
// would slip through; this one only looks at the first character.
import Papa from 'papaparse'

export const FORMULA_START = /^[=+\-@\t\r]/

export const CSV_UNPARSE = { quotes: true, escapeFormulae: FORMULA_START, newline: '\r\n' } as const

/** UTF-8 CSV with a byte-order mark, so spreadsheet programs read accents correctly. */
export function csvWithBom(fields: readonly string[], rows: string[][]): string {
  return `\uFEFF${Papa.unparse({ fields: [...fields], data: rows }, CSV_UNPARSE)}`
}
