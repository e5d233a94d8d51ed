import { PrintPageStyles } from '@/components/ui/print-page-styles';

// Labels keep their size and never split across pages; the sheet's header row repeats on every page.
const labelAndSheetRules = {
  '.bib-labels': { display: 'grid !important', gridTemplateColumns: 'repeat(3, 1fr) !important', gap: '4mm !important' },
  '.bib-label': { breakInside: 'avoid', border: '1px dashed #000 !important', height: '60mm', color: '#000 !important' },
  thead: { display: 'table-header-group' },
  'tr, td': { breakInside: 'avoid' },
  '@page': { margin: '10mm' },
} as const;

export function PrintStyles() {
  return <PrintPageStyles rules={labelAndSheetRules} />;
}
