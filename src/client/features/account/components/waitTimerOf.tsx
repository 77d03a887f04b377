import { WaitTimer } from '../../../ui/WaitTimer';
import type { Failure } from '../authErrors';

/** The timer of a rate-limited failure whose wait the server stated, for FormAlert's `extra`. */
export const waitTimerOf = (failure: Failure | null) =>
  failure?.retryAt === undefined ? undefined : <WaitTimer until={failure.retryAt} />;
