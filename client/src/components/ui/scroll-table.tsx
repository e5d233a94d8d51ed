import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Paper, TableContainer, Typography } from '@mui/material';

/** True while the element's content is wider than the element (it can scroll sideways). */
function useOverflowsSideways() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    // jsdom and old browsers have no ResizeObserver: the window's resize is enough there.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return { ref, overflows };
}

// Shadows on the edges that still hide columns (background-attachment: local keeps the
// covering gradients with the content, so a shadow shows only where more content waits).
const edgeShadows = {
  backgroundImage: [
    'linear-gradient(to right, var(--scroll-table-bg), var(--scroll-table-bg))',
    'linear-gradient(to left, var(--scroll-table-bg), var(--scroll-table-bg))',
    'linear-gradient(to right, rgba(0,0,0,0.45), rgba(0,0,0,0))',
    'linear-gradient(to left, rgba(0,0,0,0.45), rgba(0,0,0,0))',
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '24px 100%, 24px 100%, 12px 100%, 12px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
};

interface ScrollTableProps {
  /** Names the scrolling region for screen readers and keyboard users ("Referees" reads "Referees table"). */
  label: string;
  children: ReactNode;
  /** An outlined paper around the table, as the setup pages draw their lists. */
  outlined?: boolean;
}

/**
 * The one wrapper for a data table that may be wider than a phone (decision 0059): it scrolls
 * sideways inside itself, can be reached and scrolled with the keyboard (a focusable, named
 * region, axe's scrollable-region-focusable), shows shadows on the edges that hide columns, and
 * says in words that more columns are to the side whenever they are.
 */
export function ScrollTable({ label, children, outlined = false }: ScrollTableProps) {
  const { ref, overflows } = useOverflowsSideways();
  const hintId = `${label.replace(/\W+/g, '-').toLowerCase()}-scroll-hint`;
  return (
    <Box>
      {overflows && (
        <Typography id={hintId} variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          Scroll sideways to see every column.
        </Typography>
      )}
      <TableContainer
        ref={ref}
        component={outlined ? Paper : 'div'}
        {...(outlined ? { variant: 'outlined' } : {})}
        // Named and focusable only while it scrolls: a table that fits is no landmark. "table"
        // in the name keeps it apart from the section it sits in, often titled the same
        // ("Quiz History"): two regions of one name are axe's landmark-unique.
        role={overflows ? 'region' : undefined}
        aria-label={overflows ? `${label} table` : undefined}
        aria-describedby={overflows ? hintId : undefined}
        tabIndex={overflows ? 0 : undefined}
        sx={{
          overflowX: 'auto',
          // Absolutely placed text inside (a visually hidden column heading) scrolls with the table
          // instead of escaping the box and widening the page.
          position: 'relative',
          '--scroll-table-bg': (theme) => theme.palette.background.paper,
          ...(overflows ? edgeShadows : {}),
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {children}
      </TableContainer>
    </Box>
  );
}
