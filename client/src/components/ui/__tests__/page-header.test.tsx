import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Button } from '@mui/material';
import { PageHeader } from '@/components/ui/page-header';
import { renderWithProviders } from '@/testing/render-with-providers';

describe('PageHeader', () => {
  it("wraps its actions onto more lines rather than widening a phone's page", () => {
    // The layout comes from the theme's styles, so they are written to the document here.
    renderWithProviders(
      <PageHeader
        title="View Teams"
        actions={['Export Players', 'Export Teams', 'Fairness Report', 'Roster Board', 'Publish', 'Coach Ratings'].map((name) => (
          <Button key={name}>{name}</Button>
        ))}
      />,
      '/',
      { documentStyles: true },
    );

    const actions = screen.getByRole('button', { name: 'Publish' }).parentElement!;

    expect(actions).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
  });
});
