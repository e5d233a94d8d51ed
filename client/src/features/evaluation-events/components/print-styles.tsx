import { GlobalStyles } from '@mui/material';

// Printed: no app bar, sidebar or buttons, black on white; labels keep their size and never split
// across pages; the sheet's header row repeats on every page.
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.MuiAppBar-root, .MuiDrawer-root, .no-print, main > .MuiToolbar-root': { display: 'none !important' },
          'body, main, .MuiPaper-root': { background: '#fff !important', color: '#000 !important', boxShadow: 'none !important' },
          main: { padding: '0 !important', margin: '0 !important', width: '100% !important' },
          '.MuiTypography-root, .MuiTableCell-root, .bib-label': { color: '#000 !important' },
          '.bib-labels': { display: 'grid !important', gridTemplateColumns: 'repeat(3, 1fr) !important', gap: '4mm !important' },
          '.bib-label': { breakInside: 'avoid', border: '1px dashed #000 !important', height: '60mm' },
          thead: { display: 'table-header-group' },
          'tr, td': { breakInside: 'avoid' },
          '@page': { margin: '10mm' },
        },
      }}
    />
  );
}
