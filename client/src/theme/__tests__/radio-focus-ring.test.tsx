import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { CacheProvider } from '@emotion/react';
import { theme } from '@/theme/theme';
import { stylesInTheDocument } from '@/testing/render-with-providers';

describe('the theme', () => {
  it('draws a solid ring around a radio reached with the keyboard', async () => {
    render(
      <CacheProvider value={stylesInTheDocument()}>
        <ThemeProvider theme={theme}>
          <RadioGroup name="call" aria-label="Call">
            <FormControlLabel value="foul" control={<Radio />} label="Foul" />
          </RadioGroup>
        </ThemeProvider>
      </CacheProvider>,
    );

    await userEvent.tab();

    const radioRoot = screen.getByRole('radio', { name: 'Foul' }).parentElement!;
    expect(radioRoot).toHaveClass('Mui-focusVisible');
    expect(getComputedStyle(radioRoot).outline).toBe('2px solid #22d3ee');
  });
});
