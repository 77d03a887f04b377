import { useEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface DayBarChartProps {
  /** What the chart shows, read by screen readers in place of the drawing (the table below it has the numbers). */
  label: string;
  days: readonly string[];
  values: readonly number[];
  /** Axis and read-out text, formatted for the language by the caller (ui/format.ts). */
  formatDay: (day: string) => string;
  formatValue: (value: number) => string;
  /** The scale's top (100 for a percentage); the largest value otherwise. */
  max?: number;
  rtl: boolean;
}

const HEIGHT = 200;
/** The theme's `xs` (0.875rem) in canvas pixels: uPlot draws text with a CSS font string in px. */
export const AXIS_FONT_PX = 14;

/**
 * Bars per night with uPlot (canvas, ~20 kB gzipped, in the figures chunk only). Time runs right to left in
 * Arabic (x scale dir -1, y axis on the right); hovering or touching a bar reads its day and value out.
 */
export function DayBarChart({ label, days, values, formatDay, formatValue, max, rtl }: DayBarChartProps) {
  const theme = useTheme();
  const holder = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const element = holder.current;
    // jsdom (client tests) cannot draw on a canvas: the text alternative carries the figures there.
    if (!element || navigator.userAgent.includes('jsdom')) return undefined;
    const width = () => Math.max(240, element.clientWidth);
    // Axis text at the smallest readable size on a phone (14 px), with room between day labels for it.
    const axisFont = `${AXIS_FONT_PX}px ${theme.fonts.text}`;
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        legend: { show: false },
        cursor: { y: false, points: { show: false } },
        scales: {
          x: { time: false, dir: rtl ? -1 : 1, range: (_u, low, high) => [low - 0.5, high + 0.5] },
          y: { range: (_u, _low, high) => [0, Math.max(max ?? high, 1)] },
        },
        axes: [
          {
            side: 2,
            stroke: theme.colors.muted,
            font: axisFont,
            grid: { show: false },
            ticks: { show: false },
            space: 64,
            values: (_u, splits) => splits.map((index) => (Number.isInteger(index) && days[index] ? formatDay(days[index]) : '')),
          },
          {
            side: rtl ? 1 : 3,
            stroke: theme.colors.muted,
            font: axisFont,
            grid: { stroke: theme.colors.line },
            size: 64,
            values: (_u, splits) => splits.map(formatValue),
          },
        ],
        series: [
          {},
          {
            fill: theme.colors.lagoon,
            stroke: theme.colors.lagoonDark,
            paths: uPlot.paths.bars!({ size: [0.7, 24] }),
            points: { show: false },
          },
        ],
        hooks: { setCursor: [(u) => setHovered(u.cursor.idx ?? null)] },
      },
      [days.map((_day, index) => index), [...values]],
      element,
    );
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [days, values, formatDay, formatValue, max, rtl, theme]);

  return (
    <Figure>
      <ReadOut aria-hidden="true">
        {hovered !== null && days[hovered] ? `${formatDay(days[hovered])}: ${formatValue(values[hovered])}` : '\u00a0'}
      </ReadOut>
      <Canvas ref={holder} role="img" aria-label={label} />
    </Figure>
  );
}

const Figure = styled.div`
  min-width: 0;
`;

const ReadOut = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  min-height: 1.6em;
  color: ${({ theme }) => theme.colors.deepSea};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Canvas = styled.div`
  width: 100%;
  min-height: ${HEIGHT}px;
  overflow: hidden;
`;
