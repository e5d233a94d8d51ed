// Colour primitives; the theme composes them (dark, primary blue, secondary cyan).
// On a dark surface the brand colours are the light tints with dark text on filled
// buttons: that keeps both text-on-dark and text-on-colour above WCAG AA contrast, the
// dark tint too (a hovered filled button turns dark with the same dark text).
export const brand = {
  blue: { light: '#93c5fd', main: '#60a5fa', dark: '#3b82f6', contrastText: '#0b1220' },
  cyan: { light: '#a5f3fc', main: '#22d3ee', dark: '#0891b2', contrastText: '#0b1220' },
};

export const surfaces = {
  background: '#0b1220',
  paper: '#111a2e',
  border: 'rgba(148, 163, 184, 0.16)',
};
