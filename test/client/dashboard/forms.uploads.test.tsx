import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import EventFormScreen from '../../../src/client/features/dashboard/events/EventFormScreen';
import { readLocale, renderWithProviders } from '../../helpers/client/renderWithProviders';
import { apiUrl, server } from '../../helpers/client/server';

type Locale = {
  dashboard: {
    items: Record<string, string>;
    common: Record<string, string>;
    content: Record<string, string>;
    huts: Record<string, string>;
  };
};
const screenAt = (
  <Routes>
    <Route path="/dashboard/events/new" element={<EventFormScreen />} />
    <Route path="/dashboard/events/:id" element={<p>saved event</p>} />
  </Routes>
);

// Item 4 of issue 20: a new event saved while its picture is still uploading kept no picture, silently.
describe.each(['en', 'ar'] as const)('Save while a picture is uploading (%s)', (language) => {
  const text = (readLocale(language) as Locale).dashboard;

  const answerUploads = (answer: () => Promise<Response>) => {
    const created: Array<Record<string, unknown>> = [];
    server.use(
      http.get(apiUrl('/api/dashboard/catalogue/options/'), () => HttpResponse.json({ huts: [], suppliers: [] })),
      http.post(apiUrl('/api/dashboard/catalogue/images/'), answer),
      http.post(apiUrl('/api/dashboard/events/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        created.push(body);
        return HttpResponse.json({ id: 9, ...body, sessions: [], images: [], version: 1 }, { status: 201 });
      }),
    );
    return created;
  };

  const fillAndChoose = async (user: Awaited<ReturnType<typeof renderWithProviders>>['user']) => {
    const [english] = await screen.findAllByRole('textbox', { name: new RegExp(text.items.name) });
    await user.type(english, 'Night dive');
    await user.upload(screen.getByLabelText(text.items.image), new File(['x'.repeat(2048)], 'dive.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: text.common.save }));
  };

  it('waits for the upload, says so, then saves the event with its picture', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const created = answerUploads(async () => {
      await arrived;
      return HttpResponse.json({ image: '/uploads/catalogue/dive-960.webp' }, { status: 201 });
    });
    const { user } = await renderWithProviders(screenAt, { route: '/dashboard/events/new', language });
    await fillAndChoose(user);

    expect(await screen.findByRole('button', { name: text.common.waitingForUploads })).toBeInTheDocument();
    // The picture's picker is the styled one, in the screen's language, and says it is uploading (item 31).
    expect(screen.getByText(text.huts.uploadingOne)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text.common.savesAfterUploads);
    await delay(50);
    expect(created).toHaveLength(0);

    release();
    await waitFor(() => expect(created).toHaveLength(1));
    expect(screen.queryByText(text.huts.uploadingOne)).toBeNull();
    expect(created[0]).toMatchObject({ title: 'Night dive', image: '/uploads/catalogue/dive-960.webp' });
    expect(await screen.findByText('saved event')).toBeInTheDocument();
  });

  it('saves nothing when the waited-for upload fails, and says so by Save', async () => {
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    const created = answerUploads(async () => {
      await arrived;
      return HttpResponse.json({ image: ['The picture could not be read.'] }, { status: 400 });
    });
    const { user } = await renderWithProviders(screenAt, { route: '/dashboard/events/new', language });
    await fillAndChoose(user);
    expect(await screen.findByRole('button', { name: text.common.waitingForUploads })).toBeInTheDocument();
    release();

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text.common.uploadFailedNotSaved));
    expect(created).toHaveLength(0);
    expect(screen.getByText('The picture could not be read.')).toBeInTheDocument();
    // Pressing Save again now saves the event without a picture, as the message says.
    await user.click(screen.getByRole('button', { name: text.common.save }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({ image: null });
  });
});
