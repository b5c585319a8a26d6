import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { passwordHashing } from './password-hashing.ts';

describe('password hashing', () => {
  it("reads and writes better-auth's own format, so stored passwords keep working", async () => {
    const ours = passwordHashing();
    const stored = await hashPassword('correct horse battery');
    expect(await ours.verify({ hash: stored, password: 'correct horse battery' })).toBe(true);
    expect(await ours.verify({ hash: stored, password: 'wrong horse battery' })).toBe(false);
    const made = await ours.hash('correct horse battery');
    expect(await verifyPassword({ hash: made, password: 'correct horse battery' })).toBe(true);
  });

  it('computes one hash at a time; the others wait their turn and all get answers', async () => {
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const slow = () => {
      running += 1;
      most = Math.max(most, running);
      return new Promise<boolean>((resolve) =>
        releases.push(() => {
          running -= 1;
          resolve(true);
        }),
      );
    };
    const hashing = passwordHashing({
      hashPassword: () => slow().then(() => 'salt:key'),
      verifyPassword: () => slow(),
    });
    const answers = Promise.all([
      hashing.verify({ hash: 'a:b', password: 'one' }),
      hashing.hash('two'),
      hashing.verify({ hash: 'a:b', password: 'three' }),
    ]);
    for (let done = 0; done < 3; done++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(releases).toHaveLength(done + 1);
      releases[done]!();
    }
    expect(await answers).toEqual([true, 'salt:key', true]);
    expect(most).toBe(1);
  });
});
