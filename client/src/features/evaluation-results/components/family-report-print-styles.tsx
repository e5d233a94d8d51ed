import { GlobalStyles } from '@mui/material';

// Printed: no app bar, sidebar or controls, black on white, one child per page.
export function FamilyReportPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.MuiAppBar-root, .MuiDrawer-root, .no-print, main > .MuiToolbar-root': { display: 'none !important' },
          'body, main, .MuiPaper-root, .family-report-sheet': { background: '#fff !important', color: '#000 !important', boxShadow: 'none !important' },
          main: { padding: '0 !important', margin: '0 !important', width: '100% !important' },
          '.MuiTypography-root, .MuiTableCell-root, .MuiListItemText-secondary': { color: '#000 !important' },
          '.family-report-sheet': { border: 'none !important', breakAfter: 'page', breakInside: 'avoid' },
          '@page': { margin: '15mm' },
        },
      }}
    />
  );
}
