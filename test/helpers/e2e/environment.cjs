// The browser tests' Jest environment: Node's, plus a report when a test or hook fails. A failure that happens
// only now and then (a slow machine, four files at once) is otherwise known only by its assertion, with the page
// gone: the suite (test/helpers/e2e/suite.ts) registers `__e2eOnFailure`, which writes what every open page shows
// to the log and a screenshot to artifacts/failures/, before afterAll closes the browser.
const { TestEnvironment } = require('jest-environment-node');

const fullName = (test) => {
  const names = [];
  for (let block = test; block && block.name !== 'ROOT_DESCRIBE_BLOCK'; block = block.parent) names.unshift(block.name);
  return names.join(' › ');
};

class E2eEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const report = this.global.__e2eOnFailure;
    if (typeof report !== 'function') return;
    const name = event.name === 'hook_failure' ? `${event.hook.type} hook` : fullName(event.test);
    // The report must never fail or hold up the run: it has 20 s, then the test's own failure is reported as it is.
    await Promise.race([
      Promise.resolve(report(name)).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 20_000).unref()),
    ]);
  }
}

module.exports = E2eEnvironment;
