import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import styled, { ServerStyleSheet } from 'styled-components';
import type { Element as StylisElement, Middleware } from 'stylis';
import { i18n } from '../../src/client/i18n';
import { DirectionProvider } from '../../src/client/ui/DirectionProvider';
import { loadRtlPlugin } from '../../src/client/ui/rtlPlugin';
import { setLanguage } from './ui.testUtils';

// The real RTL plugin, with a record of the rules' selectors it was handed (a pass-through, nothing replaced).
const seen: string[] = [];
jest.mock('stylis-plugin-rtl', () => {
  const actual = jest.requireActual('stylis-plugin-rtl');
  const real = (actual.default ?? actual) as Middleware;
  const recording: Middleware = (element: StylisElement, index, children, callback) => {
    if (element.type === 'rule') seen.push(String(element.value));
    return real(element, index, children, callback);
  };
  Object.defineProperty(recording, 'name', { value: real.name });
  return { __esModule: true, default: recording };
});

const Padded = styled.div`
  padding-right: 12px;
`;

/**
 * The provider tree is the same in the browser and on the server; the server's style sheet shows what went through
 * the plugin (in the browser, GlobalStyle computes its rules again as the page hydrates: the cost this keeps down).
 */
function drawnStyles(): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <I18nextProvider i18n={i18n}>
          <DirectionProvider>
            <Padded />
          </DirectionProvider>
        </I18nextProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('global rules and the RTL plugin', () => {
  afterAll(() => setLanguage('en'));

  it("keeps the global rules out of the RTL plugin in Arabic while the components' rules still go through it", async () => {
    await loadRtlPlugin();
    await setLanguage('ar');
    seen.length = 0;
    const styles = drawnStyles();
    // The component was flipped by the plugin…
    expect(styles).toContain('padding-left:12px');
    expect(seen.some((selector) => selector.startsWith('.'))).toBe(true);
    // …and the global rules are on the page as authored, without having been handed to it.
    expect(styles).toMatch(/body\{margin:0;/);
    expect(seen.filter((selector) => /(^|,)\s*(body|html|:root|h1)\b/.test(selector))).toEqual([]);
  });

  it('writes the same global rules in both languages', async () => {
    await setLanguage('en');
    const english = drawnStyles().match(/body\{[^}]*\}/g);
    await setLanguage('ar');
    expect(drawnStyles().match(/body\{[^}]*\}/g)).toEqual(english);
  });
});
