// Colour primitives; the theme composes them (dark, primary blue, secondary cyan).
export const brand = {
  blue: { light: '#6ea8ff', main: '#3b82f6', dark: '#1d4ed8' },
  cyan: { light: '#67e8f9', main: '#22d3ee', dark: '#0891b2' },
};

export const surfaces = {
  background: '#0b1220',
  paper: '#111a2e',
  border: 'rgba(148, 163, 184, 0.16)',
};
