import { describe, expect, it } from 'vitest';
import { makeJwt } from '../tests/support/testClient';
import { consumeJwtFromUrl, type HistoryLike } from './consumeJwtFromUrl';

const NOW = Date.UTC(2025, 0, 1);
const live = makeJwt({ sub: '1', exp: NOW / 1000 + 3600 });
const expired = makeJwt({ sub: '1', exp: NOW / 1000 - 1 });

function harness(href: string) {
  const replaced: string[] = [];
  const stored: string[] = [];
  const history: HistoryLike = { state: { key: 'k' }, replaceState: (_data, _unused, url) => replaced.push(String(url)) };
  const run = () => consumeJwtFromUrl({ href }, history, NOW, { set: (t) => stored.push(t) });
  return { run, replaced, stored };
}

describe('consumeJwtFromUrl (seed section 4)', () => {
  it('stores a token whose exp is in the future and removes it from the address', () => {
    const h = harness(`https://edu.test/app/lessons?tab=2&jwt=${live}#top`);
    expect(h.run()).toBe(live);
    expect(h.stored).toEqual([live]);
    expect(h.replaced).toEqual(['/app/lessons?tab=2#top']);
  });

  it('ignores an expired token but still removes it', () => {
    const h = harness(`https://edu.test/app/?jwt=${expired}`);
    expect(h.run()).toBeNull();
    expect(h.stored).toEqual([]);
    expect(h.replaced).toEqual(['/app/']);
  });

  it('ignores garbage but still removes it', () => {
    const h = harness('https://edu.test/app/?jwt=not-a-token&x=1');
    expect(h.run()).toBeNull();
    expect(h.stored).toEqual([]);
    expect(h.replaced).toEqual(['/app/?x=1']);
  });

  it('reads and removes a token in a hash route query', () => {
    const h = harness(`https://edu.test/app/#/lessons?jwt=${live}&page=2`);
    expect(h.run()).toBe(live);
    expect(h.replaced).toEqual(['/app/#/lessons?page=2']);
  });

  it('leaves the address alone when there is no token', () => {
    const h = harness('https://edu.test/app/?x=1');
    expect(h.run()).toBeNull();
    expect(h.replaced).toEqual([]);
    expect(h.stored).toEqual([]);
  });
});
