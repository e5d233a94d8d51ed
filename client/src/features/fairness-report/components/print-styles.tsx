import { GlobalStyles } from '@mui/material';

// Printed (or saved as PDF from the print dialog): no app bar, sidebar or buttons, black on
// white, the bars keep their colours, and each team starts a new page for its parents.
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          '.MuiAppBar-root, .MuiDrawer-root, .no-print, main > .MuiToolbar-root': { display: 'none !important' },
          'body, main, .MuiPaper-root': { background: '#fff !important', color: '#000 !important', boxShadow: 'none !important' },
          main: { padding: '0 !important' },
          '.MuiTypography-root, .MuiTableCell-root': { color: '#000 !important' },
          '.report-team': { breakBefore: 'page', breakInside: 'avoid', border: 'none !important' },
          '*': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
        },
      }}
    />
  );
}
