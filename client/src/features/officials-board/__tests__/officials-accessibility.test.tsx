import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { OfficialsPage } from '@/features/officials-board/components/officials-page';
import { renderWithProviders } from '@/testing/render-with-providers';
import { apiUrl, setupMswServer } from '@/testing/msw-server';
import { answerOfficialsScreen, preview } from './officials-fixtures';

const server = setupMswServer();

describe('Officials for every reader', () => {
  it("labels every control, names its table and keeps headings in order, with a preview and the referees' pay shown", async () => {
    answerOfficialsScreen([{ role: 'referee', min_level_id: 2, youth_allowed: false, fee: 30 }]);
    server.use(http.post(apiUrl('/seasons/3/officials/assign/'), () => HttpResponse.json(preview)));
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithProviders(<OfficialsPage />, '/dashboard/officials');
    await user.selectOptions(await screen.findByLabelText('Season'), await screen.findByRole('option', { name: 'Fall 2026' }));
    await screen.findByRole('form', { name: 'Officials for U12' });
    await user.click(await screen.findByRole('button', { name: 'Preview assignments' }));
    await screen.findByRole('region', { name: 'Preview report' });
    await screen.findByRole('table', { name: "Ada Adams's games" });

    const rules = ['label', 'heading-order', 'aria-prohibited-attr', 'aria-allowed-attr', 'aria-valid-attr-value', 'button-name', 'select-name'];
    const results = await axe.run(container, { runOnly: { type: 'rule', values: rules } });

    expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`))).toEqual([]);
  });
});
