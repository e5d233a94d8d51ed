import { GlobalStyles, type CSSObject } from '@mui/material';

/** What every printable page hides and recolours: no app bar, sidebar or controls, black on white. */
const printBase: CSSObject = {
  '.MuiAppBar-root, .MuiDrawer-root, .no-print, main > .MuiToolbar-root': { display: 'none !important' },
  'body, main, .MuiPaper-root': { background: '#fff !important', color: '#000 !important', boxShadow: 'none !important' },
  main: { padding: '0 !important', margin: '0 !important', width: '100% !important' },
  '.MuiTypography-root, .MuiTableCell-root, .MuiListItemText-secondary': { color: '#000 !important' },
};

/** The one print stylesheet of the app's printable pages, plus the page's own rules (page breaks, labels). */
export function PrintPageStyles({ rules = {} }: { rules?: CSSObject }) {
  return <GlobalStyles styles={{ '@media print': { ...printBase, ...rules } }} />;
}
