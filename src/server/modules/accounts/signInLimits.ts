import type { FailureCounter } from '../../plugins/rateLimit';
import { text, TooManyRequests } from '../../lib/errors';

export interface SignInCeilings {
  /** Wrong passwords for one account from every address (LOGIN_FAILURES_PER_ACCOUNT, default 5 a minute, as before). */
  perAccount: number;
  /** Wrong passwords from one address for every account (LOGIN_FAILURES_PER_ADDRESS, default 100 in 15 minutes). */
  perAddress: number;
}

const ACCOUNT_WINDOW_SECONDS = 60;
/** One address's wrong passwords for one account. */
const PAIR_MAX = 5;
const PAIR_WINDOW_SECONDS = 15 * 60;
const ADDRESS_WINDOW_SECONDS = 15 * 60;

const refusal = (ttlSeconds: number) => {
  const seconds = Math.max(1, ttlSeconds);
  return new TooManyRequests(text('account.tooManyRequests', { seconds }), seconds);
};

/**
 * Sign-in limits that fit a resort, where every guest on the Wi-Fi shares one public address: only wrong passwords
 * (and unknown e-mails, which answer the same) are counted, per account, per account and address, and per address
 * with a much higher ceiling. Past the address's ceiling, a correct password still goes through from an address that
 * has not failed for that account; any other attempt from there is refused. Counts live in Redis with REDIS_URL.
 */
export function createSignInLimits(failures: FailureCounter, ceilings: SignInCeilings) {
  const keys = (email: string, address: string) => ({
    account: `login-fail:account:${email}`,
    pair: `login-fail:pair:${address}:${email}`,
    address: `login-fail:address:${address}`,
  });

  return {
    /**
     * Before the password is checked: refuses (429 + Retry-After) an account or a pair past its limit, and an address
     * past its ceiling that has failed for this account. Answers whether the address alone is past its ceiling, so a
     * wrong password now is refused rather than answered.
     */
    async admit(email: string, address: string): Promise<{ addressOverCeiling: boolean }> {
      const key = keys(email, address);
      const [account, pair, ofAddress] = await Promise.all([
        failures.read(key.account),
        failures.read(key.pair),
        failures.read(key.address),
      ]);
      if (account.count >= ceilings.perAccount) throw refusal(account.ttlSeconds);
      if (pair.count >= PAIR_MAX) throw refusal(pair.ttlSeconds);
      const addressOverCeiling = ofAddress.count >= ceilings.perAddress;
      if (addressOverCeiling && pair.count > 0) throw refusal(ofAddress.ttlSeconds);
      return { addressOverCeiling };
    },

    /** A wrong password or an unknown e-mail: counted under all three; past the address's ceiling, refused. */
    async failed(email: string, address: string, addressOverCeiling: boolean): Promise<void> {
      const key = keys(email, address);
      await Promise.all([
        failures.record(key.account, ACCOUNT_WINDOW_SECONDS),
        failures.record(key.pair, PAIR_WINDOW_SECONDS),
        failures.record(key.address, ADDRESS_WINDOW_SECONDS),
      ]);
      if (addressOverCeiling) throw refusal((await failures.read(key.address)).ttlSeconds);
    },
  };
}
