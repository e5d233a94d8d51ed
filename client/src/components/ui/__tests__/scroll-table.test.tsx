import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { ScrollTable } from '@/components/ui/scroll-table';
import { renderWithProviders } from '@/testing/render-with-providers';

// jsdom lays nothing out: the table is made wider than its box, as on a phone.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(358);
});
afterEach(() => vi.restoreAllMocks());

function QuizHistory() {
  return (
    <main>
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">Quiz History</h2>
        <ScrollTable label="Quiz History">
          <Table aria-labelledby="history-heading">
            <TableBody>
              <TableRow>
                <TableCell>FIBA Basics</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </ScrollTable>
      </section>
    </main>
  );
}

describe('ScrollTable on a phone', () => {
  it('is a focusable region named apart from the section of the same title it sits in (axe landmark-unique)', async () => {
    const { container } = renderWithProviders(<QuizHistory />);

    const region = await screen.findByRole('region', { name: 'Quiz History table' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveAccessibleDescription('Scroll sideways to see every column.');
    const results = await axe.run(container, { runOnly: { type: 'rule', values: ['landmark-unique'] } });
    expect(results.violations.flatMap((v) => v.nodes.map((n) => n.html))).toEqual([]);
  });

  it('keeps absolutely placed text inside it (a hidden column heading) from escaping and widening the page', async () => {
    renderWithProviders(<QuizHistory />, '/', { documentStyles: true });

    const region = await screen.findByRole('region', { name: 'Quiz History table' });

    expect(region).toHaveStyle({ position: 'relative', overflowX: 'auto' });
  });
});
