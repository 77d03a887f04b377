import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { sortByName } from '../../../src/client/ui/sortByName';
import { renderWithProviders } from '../../helpers/client/renderWithProviders';
import { server } from '../../helpers/client/server';
import { sessionFor } from '../../helpers/client/session';

// Lists of names sort by the name the reader sees, in the reader's language (issue 20, item 15).
const huts = [
  { id: 1, title: 'Azure Hut', title_ar: 'كوخ اللؤلؤ' },
  { id: 2, title: 'Pearl Hut', title_ar: 'أزرق' },
  { id: 3, title: 'coral hut', title_ar: 'بيت المرجان' },
];

describe('sorting by name', () => {
  it('uses the collation of the language: case-blind in English, Arabic letter order in Arabic', () => {
    expect(sortByName(huts, (hut) => hut.title, 'en').map((hut) => hut.id)).toEqual([1, 3, 2]);
    expect(sortByName(huts, (hut) => hut.title_ar, 'ar').map((hut) => hut.id)).toEqual([2, 3, 1]);
    expect(sortByName(['Hut 10', 'Hut 9'], (name) => name, 'en')).toEqual(['Hut 9', 'Hut 10']);
  });

  it.each([
    ['en', ['Azure Hut', 'coral hut', 'Pearl Hut']],
    ['ar', ['أزرق', 'بيت المرجان', 'كوخ اللؤلؤ']],
  ] as const)('lists the huts to pick from in the reader’s order (%s)', async (language, names) => {
    server.use(
      http.get('*/api/dashboard/catalogue/options/', () => HttpResponse.json({ huts, suppliers: [] })),
      http.get('*/api/dashboard/huts/:id/calendar/', () => HttpResponse.json({ ranges: [], closed: [] })),
    );
    await renderWithProviders(undefined, { route: '/dashboard/prices?year=2026', language, preloadedState: { auth: sessionFor('admin') } });
    const select = await screen.findByRole('combobox', { name: language === 'en' ? 'Hut' : 'الكوخ' });
    await within(select).findByText(names[0]);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(names);
  });
});
