// Issue 20, item 39: the English wordmark never falls back to a system font while the web font loads. The drawn
// logo is an <img>, which cannot use the page's web fonts: its wordmark is outlines, in both tones, and the
// English logo is always that image (the footer's light one too), never text set in the display font.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import { Logo } from '../../../src/client/features/shell/Logo';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';

const brand = (file: string) => readFileSync(path.resolve(__dirname, '../../../public/media/brand', file), 'utf8');

test.each(['logo.svg', 'logo-light.svg'])('%s draws its wordmark as outlines, not as text in a font', (file) => {
  const svg = brand(file);
  expect(svg).not.toMatch(/<text|font-family/);
  expect(svg).toMatch(/<title>Ken Resort<\/title>/);
  expect(svg.match(/<path /g)?.length).toBeGreaterThan(9);
});

test.each([
  ['dark', '/media/brand/logo.svg'],
  ['light', '/media/brand/logo-light.svg'],
] as const)('the English %s logo is the drawn image, with the brand as its text', async (tone, src) => {
  await renderWithProviders(<Logo tone={tone} />, { language: 'en' });
  const home = screen.getByRole('link');
  const image = within(home).getByRole('img', { name: 'Ken Resort' });
  expect(image).toHaveAttribute('src', src);
  expect(home.textContent).toBe('');
});
