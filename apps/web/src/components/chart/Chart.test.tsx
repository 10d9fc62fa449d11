import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Chart } from './Chart';

describe('Chart', () => {
  beforeAll(() => {
    window.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });

  it('draws its series as SVG, named by the translated label it is given', async () => {
    render(
      <Chart
        label="Sales by month"
        option={{
          xAxis: { type: 'category', data: ['Jan', 'Feb'] },
          yAxis: { type: 'value' },
          series: [{ type: 'bar', data: [3, 5] }],
        }}
      />,
    );
    const chart = await screen.findByRole('img', { name: 'Sales by month' });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    // ECharts' aria option describes the data in words for screen readers.
    expect(chart.querySelectorAll('svg path').length).toBeGreaterThan(1);
  }, 30_000); // the first import of ECharts into jsdom takes seconds on a busy machine
});
