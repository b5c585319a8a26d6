import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  /** A CSS colour. */
  color: string;
}

interface TimeChartProps {
  title: string;
  /** UTC days as YYYY-MM-DD, oldest first; every series has one value per day. */
  days: string[];
  series: ChartSeries[];
  /** How a value reads in the table (e.g. money). */
  format?: (value: number) => string;
  /** How a tick of the value axis reads (short: the title names the unit). */
  axisFormat?: (value: number) => string;
  /** Counts: ticks at whole numbers only. */
  whole?: boolean;
  height?: number;
}

const seconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

/**
 * A 30-day line chart on uPlot (decision 032): a canvas drawn in the browser from the
 * numbers the API sent, loaded with the page's code (no network), with the same numbers
 * as a table for screen readers and for reading exact values.
 */
export function TimeChart({
  title,
  days,
  series,
  format = String,
  axisFormat = format,
  whole = false,
  height = 220,
}: TimeChartProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        const options: uPlot.Options = {
          width: Math.max(target.clientWidth, 200),
          height,
          scales: {
            x: { time: true },
            // From zero, and a flat line of zeros at the bottom rather than mid-chart.
            y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
          },
          series: [
            {},
            ...series.map((s) => ({
              label: s.label,
              stroke: s.color,
              width: 2,
              fill: `${s.color}1a`,
            })),
          ],
          axes: [
            { stroke: '#4b5563', grid: { stroke: '#f3f4f6' } },
            {
              stroke: '#4b5563',
              grid: { stroke: '#f3f4f6' },
              size: 56,
              // Counts label whole ticks only (a quiet month spans 0 to 1).
              values: (_u, ticks) =>
                ticks.map((v) => (whole && !Number.isInteger(v) ? '' : axisFormat(v))),
            },
          ],
          // The labels only: exact values are in the table below.
          legend: { live: false },
        };
        chart = new UPlot(options, [days.map(seconds), ...series.map((s) => s.values)], target);
        observer = new ResizeObserver(() => {
          chart?.setSize({ width: Math.max(target.clientWidth, 200), height });
        });
        observer.observe(target);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, series, axisFormat, whole, height]);

  return (
    <figure className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <figcaption className="text-sm font-semibold text-gray-900">{title}</figcaption>
      <div
        ref={box}
        className="mt-3 w-full overflow-hidden"
        style={{ minHeight: height }}
        aria-hidden="true"
        data-testid="chart"
      />
      {failed ? <p className="text-sm text-red-700">{title}: —</p> : null}
      <details className="mt-2 text-sm text-gray-700">
        <summary className="cursor-pointer text-brand-700">{t('backoffice.home.asTable')}</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="min-w-full text-left text-xs">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-4">
                  {t('backoffice.home.day')}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="pr-4">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day, i) => (
                <tr key={day}>
                  <th scope="row" className="pr-4 font-normal">
                    {day}
                  </th>
                  {series.map((s) => (
                    <td key={s.label} className="pr-4">
                      {format(s.values[i] ?? 0)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
