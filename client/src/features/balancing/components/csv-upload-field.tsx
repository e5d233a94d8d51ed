import { FileDropZone } from '@/components/ui/file-drop-zone';
import { pluralize } from '@/lib/format';

interface CsvUploadFieldProps {
  file: File | null;
  columns: string[];
  error: string;
  onChoose: (file: File | null) => void;
}

export function CsvUploadField({ file, columns, error, onChoose }: CsvUploadFieldProps) {
  const status = file
    ? `${file.name}: ${pluralize(columns.length, 'column')} found${columns.length ? ` (${columns.join(', ')})` : ''}`
    : 'Drop a CSV file here or click to choose one. The first line must hold the column names.';
  return <FileDropZone id="balance-csv-file" label="Player CSV File" accept=".csv,text/csv" status={status} error={error} onChoose={(next) => void onChoose(next)} />;
}
