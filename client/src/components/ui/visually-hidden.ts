/**
 * Text for screen readers only, kept in the page's flow at one pixel. Pixel strings, not numbers:
 * in `sx` a width or height of 1 means 100%, and a 100%-wide absolute box widened whole pages.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
