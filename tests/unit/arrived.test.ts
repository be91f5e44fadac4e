import { describe, expect, it } from 'vitest';
import { arrived } from '../../app/routes/arrived.ts';

describe('arrived', () => {
  it('gives the value of data already in memory, however many steps of promises it passes through', async () => {
    expect(await arrived(Promise.resolve('list'))).toEqual({ value: 'list' });
    let chain: Promise<number> = Promise.resolve(0);
    for (let i = 0; i < 50; i++) chain = chain.then(async (n) => n + 1);
    expect(await arrived(chain)).toEqual({ value: 50 });
  });

  it('gives null while the data waits for I/O, and when it failed', async () => {
    const io = new Promise((resolve) => setTimeout(resolve, 20, 'late'));
    expect(await arrived(io)).toBeNull();
    expect(await io).toBe('late');
    expect(await arrived(Promise.reject(new Error('backend down')))).toBeNull();
  });
});
