import Papa from 'papaparse';
import { decodeTextFile, InvalidUtf8Error } from '@league/contract';

/** Browsers report .csv files as text/csv, but some (Windows with Excel) say application/vnd.ms-excel or nothing. */
export function isCsvFile(file: File): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}

/**
 * The header row, decoded by the same rule as the server (UTF-16 by its mark, UTF-8, else
 * Windows-1252), so a column the admin maps, "Prénom" say, is spelled exactly as the server will
 * find it. A damaged UTF-8 file still shows its columns: the upload names the unreadable row.
 */
export async function readCsvHeader(file: File): Promise<string[]> {
  const bytes = await readBytes(file);
  let text: string;
  try {
    text = decodeTextFile(bytes);
  } catch (error) {
    if (!(error instanceof InvalidUtf8Error)) throw error;
    text = new TextDecoder('utf-8').decode(bytes);
  }
  const result = Papa.parse<string[]>(text, { preview: 1, skipEmptyLines: true });
  return (result.data[0] ?? []).map((cell) => String(cell).trim()).filter(Boolean);
}

// FileReader rather than file.arrayBuffer(): it is what every browser and jsdom both provide.
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}.`));
    reader.readAsArrayBuffer(file);
  });
}
