import { PrintPageStyles } from '@/components/ui/print-page-styles';

// One child per printed page, without the screen's frame around it.
const sheetRules = {
  '.family-report-sheet': { background: '#fff !important', color: '#000 !important', border: 'none !important', breakAfter: 'page', breakInside: 'avoid' },
  '@page': { margin: '15mm' },
};

export function FamilyReportPrintStyles() {
  return <PrintPageStyles rules={sheetRules} />;
}
