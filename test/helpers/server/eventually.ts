// A wait for what a request does after its answer (a mail, a job), in a module of its own: mail.ts, which also
// exports it, starts an SMTP server whose package loads nodemailer, which startup.lazyModules must not see loaded.

/** Waits until check() gives a value (mail is sent in the background of a request). */
export async function eventually<T>(check: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
