import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { brand } from '@/theme/primitives';

describe('the brand colours', () => {
  // A filled button shows `main`, and `dark` while the mouse is over it, both with the dark text.
  it.each(Object.entries(brand))('%s keeps its dark text at 4.5:1 or more on every tint (WCAG AA)', (_, colour) => {
    for (const tint of [colour.light, colour.main, colour.dark]) expect(getContrastRatio(colour.contrastText, tint)).toBeGreaterThanOrEqual(4.5);
  });
});
