// Focus not obscured (WCAG 2.4.11): a control focused by keyboard or by script is scrolled clear of the pinned
// bars; a control focused by pressing it is not, so the page never moves between the press and the release.
import { fireEvent, render, screen } from '@testing-library/react';
import { obscuredBy, useFocusNotObscured } from '../../src/client/ui/focusNotObscured';

function Page() {
  useFocusNotObscured();
  return (
    <>
      <header data-fixed-bar="top" style={{ position: 'sticky' }}>
        Ken Resort
      </header>
      <button type="button">Book</button>
      <input id="terms" type="checkbox" />
      <label htmlFor="terms">
        I accept the <a href="/terms-and-conditions">terms</a>
      </label>
    </>
  );
}

/** jsdom has no layout: the header ends at 72 px and the tick box sits just below it, within the 12 px margin. */
function layOut() {
  const box =
    (top: number, height: number, width = 1280) =>
    () =>
      new DOMRect(0, top, width, height);
  jest.spyOn(screen.getByText('Ken Resort'), 'getBoundingClientRect').mockImplementation(box(0, 72));
  jest.spyOn(screen.getByRole('checkbox'), 'getBoundingClientRect').mockImplementation(box(74, 22, 22));
}

beforeEach(() => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
  (window.scrollBy as jest.Mock).mockClear();
});
afterEach(() => jest.restoreAllMocks());

test('the tick box just below the header is 10 px too high (the layout the tests below use)', () => {
  render(<Page />);
  layOut();
  expect(obscuredBy(screen.getByRole('checkbox'))).toBe(-10);
});

test('a control focused by Tab or by script is scrolled clear of the header', () => {
  render(<Page />);
  layOut();
  fireEvent.keyDown(document.body, { key: 'Tab' });
  screen.getByRole('checkbox').focus();
  expect(window.scrollBy).toHaveBeenCalledWith({ top: -10, behavior: 'instant' });

  // Script focus after a press elsewhere: a refused Book puts focus on the terms it needs.
  screen.getByRole('button', { name: 'Book' }).focus();
  (window.scrollBy as jest.Mock).mockClear();
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Book' }));
  screen.getByRole('checkbox').focus();
  expect(window.scrollBy).toHaveBeenCalledWith({ top: -10, behavior: 'instant' });
});

test('pressing the tick box, or its label, does not move the page under the pointer', () => {
  render(<Page />);
  layOut();
  const terms = screen.getByRole('checkbox');
  fireEvent.pointerDown(terms);
  terms.focus();
  expect(window.scrollBy).not.toHaveBeenCalled();

  terms.blur();
  fireEvent.pointerDown(screen.getByText(/I accept the/));
  terms.focus();
  expect(window.scrollBy).not.toHaveBeenCalled();

  // A key pressed since: the next focus is the keyboard's again.
  terms.blur();
  fireEvent.keyDown(terms, { key: 'Tab' });
  terms.focus();
  expect(window.scrollBy).toHaveBeenCalledTimes(1);
});

test('once the press has clicked, a later focus by script scrolls again', () => {
  // Timers only: the frame callback stays the immediate one above.
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  try {
    render(<Page />);
    layOut();
    const terms = screen.getByRole('checkbox');
    fireEvent.pointerDown(terms);
    terms.focus();
    fireEvent.click(terms);
    // The label's control takes focus as the click's default action: still the press's.
    terms.blur();
    terms.focus();
    expect(window.scrollBy).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    terms.blur();
    terms.focus();
    expect(window.scrollBy).toHaveBeenCalledWith({ top: -10, behavior: 'instant' });
  } finally {
    jest.useRealTimers();
  }
});
