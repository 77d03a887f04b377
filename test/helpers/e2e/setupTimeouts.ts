// The time a browser test, or a hook of one, may take before Jest gives up on it. A browser test walks a whole flow
// (sign in, several screens in two widths, each checked with axe-core) against a server in the same process, and CI
// runs four files at once on two cores: on a slow or shared machine the same walk took 3-4 times as long as alone
// (dashboard-grid: 41 s alone, 175 s in a CI run at load 13). A test that fails does so on its own waits and checks
// long before this; the limit only ends a test that hangs. Speed is measured by the benchmarks in bench/, never here.
jest.setTimeout(300_000);
