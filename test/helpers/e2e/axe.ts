// The accessibility check of every screen the browser tests show: axe-core with the WCAG 2.2 A and AA rules, run
// in the page as it is when the test takes its screenshot; any violation fails the test that showed the screen.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

/** The rule sets of WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe-core's tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

let axeSource: string | undefined;
const source = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * What makes two screens the same view for the check: the address (numbers and ids in it count as one), the
 * language, the width, and which dialogs or menus are open. A view already checked in this test file is not
 * checked again, so each distinct view costs the run one check.
 */
const checked = new Set<string>();

async function viewKey(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const open = [...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')]
      .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .map((element) => element.getAttribute('aria-labelledby') ?? element.getAttribute('aria-label') ?? element.tagName)
      .sort()
      .join(',');
    return { path: location.pathname, query: location.search, lang: document.documentElement.lang, open };
  });
  const path = state.path.replace(/\/[0-9a-f]{8}-[0-9a-f-]{27}(?=\/|$)|\/\d+(?=\/|$)/gi, '/:id');
  const width = page.viewportSize()?.width ?? 0;
  const query = state.query.replace(/=\d+(?=&|$)/g, '=:n');
  return `${path}${query}|${state.lang}|${width}|${state.open}`;
}

/** One violation as a readable line: the rule, its help text and the nodes it found (at most five). */
function describe(violation: Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
  return `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${nodes}${more}`;
}

/**
 * Runs axe-core over the page and throws on any violation of the WCAG 2.2 A/AA rules, naming the view.
 * `name` says where in the tests the screen was (the screenshot's name). Returns false when the view was
 * already checked in this file.
 */
export async function checkAccessibility(page: Page, name: string): Promise<boolean> {
  const key = await viewKey(page);
  if (checked.has(key)) return false;
  checked.add(key);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source());
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  )) as AxeResults;
  if (results.violations.length > 0) {
    throw new Error(`Accessibility (axe-core, WCAG 2.2 A/AA) on ${name} [${key}]:\n${results.violations.map(describe).join('\n')}`);
  }
  return true;
}
