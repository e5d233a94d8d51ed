import { createTheme } from '@mui/material/styles';
import { brand, surfaces } from './primitives';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: brand.blue,
    secondary: brand.cyan,
    background: { default: surfaces.background, paper: surfaces.paper },
    divider: surfaces.border,
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none', border: `1px solid ${surfaces.border}` } } },
    MuiAppBar: { styleOverrides: { root: { border: 'none' } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
  },
});
