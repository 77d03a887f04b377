import { act, render, screen } from '@testing-library/react';
import { WhenNear } from '../../src/client/ui/WhenNear';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('WhenNear', () => {
  const observers: Array<{ callback: Callback; margin?: string; observed: Element[]; disconnected: boolean }> = [];
  const original = globalThis.IntersectionObserver;
  beforeEach(() => {
    observers.length = 0;
    globalThis.IntersectionObserver = class {
      private readonly record;
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, margin: options?.rootMargin, observed: [] as Element[], disconnected: false };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      disconnect() {
        this.record.disconnected = true;
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('holds the space until the place comes near the screen, then renders its children once', () => {
    const { container } = render(
      <WhenNear reserve="640px" margin="200px">
        <p>Questions guests ask</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Questions guests ask')).toBeNull();
    const placeholder = container.firstElementChild as HTMLElement;
    expect(placeholder.getAttribute('aria-hidden')).toBe('true');
    expect(getComputedStyle(placeholder).minHeight).toBe('640px');
    expect(observers).toHaveLength(1);
    expect(observers[0].margin).toBe('200px 0px');
    expect(observers[0].observed).toEqual([placeholder]);

    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Questions guests ask')).toBeNull();

    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('Questions guests ask')).toBeTruthy();
    expect(observers[0].disconnected).toBe(true);
    expect(observers).toHaveLength(1);
  });

  it('renders at once where the browser has no IntersectionObserver', () => {
    globalThis.IntersectionObserver = undefined as unknown as typeof IntersectionObserver;
    render(
      <WhenNear>
        <p>Partners</p>
      </WhenNear>,
    );
    expect(screen.getByText('Partners')).toBeTruthy();
  });
});
