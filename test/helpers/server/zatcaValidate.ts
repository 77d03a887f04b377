// Runs ZATCA's checks over documents: the UBL 2.1 schema (the JDK's validator; libxml2 rejects the 46-digit
// serial numbers of ZATCA's own samples) and the compiled EN 16931 and KSA rules (Saxon-HE, XSLT 2.0), in one
// JVM via ZatcaValidate.java. Needs `java` and Debian's libsaxonhe-java; ZATCA's files come from test/fixtures/zatca
// (a copy of ../shared/zatca kept in the repository, so a clean clone has them).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SAXON_JAR = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';
const REPOSITORY = path.resolve(__dirname, '../../..');

/** ZATCA's reference data (schemas, rules, samples): ZATCA_REFERENCE_DIR, else the copy in test/fixtures/zatca. */
export function zatcaReferenceDir(): string {
  const candidates = [process.env.ZATCA_REFERENCE_DIR, path.resolve(REPOSITORY, 'test/fixtures/zatca')];
  const found = candidates.find(
    (candidate): candidate is string => Boolean(candidate) && existsSync(path.join(candidate as string, 'Samples')),
  );
  if (!found)
    throw new Error(`ZATCA's reference data is missing: set ZATCA_REFERENCE_DIR (looked in ${candidates.filter(Boolean).join(', ')}).`);
  return found;
}

/** True when the validators can run; outside CI a missing Java or Saxon skips them loudly, in CI it fails. */
export function zatcaValidatorAvailable(): boolean {
  const java = spawnSync('java', ['-version'], { stdio: 'ignore' });
  const missing = java.status !== 0 ? 'java' : !existsSync(SAXON_JAR) ? SAXON_JAR : undefined;
  if (!missing) return true;
  if (process.env.CI === 'true' || process.env.E2E_REQUIRED === '1') {
    throw new Error(`The ZATCA validation tests need Java and Saxon-HE, but ${missing} is missing (apt-get install -y libsaxonhe-java).`);
  }
  console.warn(
    `\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n` +
      `  ZATCA schema and rule tests SKIPPED: ${missing} is missing.\n` +
      `  Install them with: apt-get install -y libsaxonhe-java\n` +
      `!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n`,
  );
  return false;
}

const VALIDATOR_SOURCE = path.join(__dirname, 'ZatcaValidate.java');

/**
 * The JVM's options for one validation run: a run lasts seconds, so the quick compiler alone (C1) and one collector
 * thread cost less than the JVM's defaults, which spend most of a run's CPU compiling hot code again with C2 and
 * collecting on every core. Same findings, line for line (checked on 40 of ZATCA's samples). CPU of one run, three
 * samples: 6.7 s by the source launcher with the defaults, 3.4 s with these options, 2.6 s with the class compiled
 * once as well (below); forty samples: 7.7 s before, 3.0 s after.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * ZatcaValidate.java compiled once (javac) into node_modules/.cache/ken-test, under a hash of its source, instead of
 * by Java's source launcher in every run (~1.5 CPU-s each). Made in a folder of its own and renamed into place, so
 * that workers compiling at once never see half a class. Undefined where there is no javac (a JRE only): the
 * source launcher then compiles it as before.
 */
let compiledClassPath: string | null | undefined;
function compiledValidator(): string | undefined {
  if (compiledClassPath !== undefined) return compiledClassPath ?? undefined;
  compiledClassPath = null;
  const hash = createHash('sha256').update(readFileSync(VALIDATOR_SOURCE)).digest('hex').slice(0, 12);
  const cache = path.join(REPOSITORY, 'node_modules/.cache/ken-test');
  const target = path.join(cache, `zatca-validate-${hash}`);
  if (existsSync(path.join(target, 'ZatcaValidate.class'))) return (compiledClassPath = target);
  mkdirSync(cache, { recursive: true });
  const building = mkdtempSync(path.join(cache, 'zatca-building-'));
  try {
    const javac = spawnSync('javac', ['-cp', SAXON_JAR, '-d', building, VALIDATOR_SOURCE], { encoding: 'utf8' });
    if (javac.status !== 0) return undefined;
    try {
      renameSync(building, target);
    } catch (error) {
      // Another worker put its copy there first: the same source, as good as ours.
      if (!existsSync(path.join(target, 'ZatcaValidate.class'))) throw error;
    }
    return (compiledClassPath = target);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

export interface RuleFailure {
  flag: string;
  id: string;
  text: string;
}

export interface ValidationResult {
  schemaErrors: string[];
  failedAsserts: RuleFailure[];
  /** Failed asserts whose flag is not "warning": what ZATCA would reject. */
  errors: RuleFailure[];
}

/** Validates documents given as files or as { name: xml } and returns the findings per name. */
export function validateZatcaDocuments(
  documents: Record<string, string>,
  files: Record<string, string> = {},
): Record<string, ValidationResult> {
  const reference = zatcaReferenceDir();
  const directory = mkdtempSync(path.join(tmpdir(), 'zatca-'));
  try {
    const paths: Record<string, string> = { ...files };
    Object.entries(documents).forEach(([name, xml], index) => {
      paths[name] = path.join(directory, `${index}.xml`);
      writeFileSync(paths[name], xml);
    });
    const compiled = compiledValidator();
    const program = compiled ? ['-cp', `${SAXON_JAR}${path.delimiter}${compiled}`, 'ZatcaValidate'] : ['-cp', SAXON_JAR, VALIDATOR_SOURCE];
    const run = spawnSync(
      'java',
      [
        ...JVM_OPTIONS,
        ...program,
        path.join(reference, 'Schemas/xsds/UBL2.1/xsd/maindoc/UBL-Invoice-2.1.xsd'),
        path.join(reference, 'Rules/schematrons/CEN-EN16931-UBL.xsl'),
        path.join(reference, 'Rules/schematrons/20210819_ZATCA_E-invoice_Validation_Rules.xsl'),
        '--',
        ...Object.values(paths),
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    if (run.status !== 0) throw new Error(`The ZATCA validator failed: ${run.stderr || run.error?.message}`);
    const byPath = new Map<string, ValidationResult>();
    let current: ValidationResult | undefined;
    for (const line of run.stdout.split('\n')) {
      if (line.startsWith('DOC ')) byPath.set(line.slice(4), (current = { schemaErrors: [], failedAsserts: [], errors: [] }));
      else if (line.startsWith('XSD ')) current?.schemaErrors.push(line.slice(4));
      else if (line.startsWith('ASSERT ')) {
        const [flag, id, ...text] = line.slice(7).split('|');
        const failure = { flag, id, text: text.join('|') };
        current?.failedAsserts.push(failure);
        if (flag !== 'warning') current?.errors.push(failure);
      }
    }
    return Object.fromEntries(
      Object.entries(paths).map(([name, file]) => {
        const result = byPath.get(file);
        if (!result) throw new Error(`The ZATCA validator said nothing about ${name}.`);
        return [name, result];
      }),
    );
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
