// The accessibility check of every screen the browser tests show: axe-core with the WCAG 2.2 A and AA rules, run
// in the page as it is when the test takes its screenshot; any violation fails the test that showed the screen.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AxeResults, Result } from 'axe-core';

/** The rule sets of WCAG 2.0, 2.1 and 2.2 at levels A and AA (axe-core's tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

let axeSource: string | undefined;
const source = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * What makes two screens the same view for the check: the address (numbers, ids, e-mails and days in it count as
 * one), the language, the width, which dialogs or menus are open, and who is signed in (no one, a guest, staff...).
 * A view already checked in this run is not checked again, so each distinct view costs the run one check: the views
 * this file checked are kept here, and those of every file of the run in the folder the e2e project's global set-up
 * names in AXE_CHECKED_ENV (a file per view, written once its check has passed). The check is a fifth to a third of
 * the browser's work (three files measured: 100 CPU-s with it, 71 without), and in a whole run of the e2e project 86
 * of 496 checks were of views another file had already checked.
 */
export const AXE_CHECKED_ENV = 'KEN_E2E_AXE_CHECKED';
const checked = new Set<string>();

function checkedInThisRun(key: string): string | undefined {
  const folder = process.env[AXE_CHECKED_ENV];
  return folder && existsSync(folder) ? path.join(folder, createHash('sha1').update(key).digest('hex')) : undefined;
}

async function viewKey(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const open = [...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')]
      .filter((element) => element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .map((element) => element.getAttribute('aria-labelledby') ?? element.getAttribute('aria-label') ?? element.tagName)
      .sort()
      .join(',');
    let role = '';
    try {
      role = localStorage.getItem('ken_role') ?? '';
    } catch {
      // A page of no origin (about:blank, a data: address) has no storage: no one is signed in there.
    }
    return { path: location.pathname, query: location.search, lang: document.documentElement.lang, open, role };
  });
  const path = state.path.replace(/\/[0-9a-f]{8}-[0-9a-f-]{27}(?=\/|$)|\/\d+(?=\/|$)|\/[^/]*%40[^/]*(?=\/|$)/gi, '/:id');
  const width = page.viewportSize()?.width ?? 0;
  const query = state.query.replace(/=\d{4}-\d{2}-\d{2}(?=&|$)/g, '=:day').replace(/=\d+(?=&|$)/g, '=:n');
  return `${path}${query}|${state.lang}|${width}|${state.open}|${state.role}`;
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
  // Two files may check the same view at once: both run it, which is only time.
  const record = checkedInThisRun(key);
  if (record && existsSync(record)) return false;
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
  if (record) writeFileSync(record, `${key}\n`);
  return true;
}
