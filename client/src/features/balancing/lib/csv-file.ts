import Papa from 'papaparse';

/** Browsers report .csv files as text/csv, but some (Windows with Excel) say application/vnd.ms-excel or nothing. */
export function isCsvFile(file: File): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/** The header row only: the rest of the file stays unread until the server balances it. */
export function readCsvHeader(file: File): Promise<string[]> {
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      preview: 1,
      skipEmptyLines: true,
      complete: (result) => resolve((result.data[0] ?? []).map((cell) => String(cell).trim()).filter(Boolean)),
      error: (error) => reject(error),
    });
  });
}
