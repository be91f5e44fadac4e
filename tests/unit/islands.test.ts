import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../app/islands/Countdown.tsx';
import { imageSrc, IMAGE_QUALITY } from '../../app/islands/LazyImage.tsx';
import { normalizeEmail, EMAIL_MAX_LENGTH } from '../../shared/newsletter.ts';
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from '../email-samples.ts';
import { embedUrl, EMBED_DEFAULTS } from '../../app/islands/VideoEmbed.tsx';
import { COUNTDOWN_TARGET } from '../../shared/static/releaseDate.ts';

describe('embed address', () => {
  it("has the product's defaults: autoplay off, muted, looping with playlist = id, no controls", () => {
    expect(EMBED_DEFAULTS).toEqual({ autoplay: false, muted: true, loop: true, controls: false });
    const url = new URL(embedUrl('6XGeJwsUP9c'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/6XGeJwsUP9c');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      autoplay: '0', mute: '1', loop: '1', controls: '0', showinfo: '0', rel: '0',
      modestbranding: '1', playsinline: '1', enablejsapi: '1', playlist: '6XGeJwsUP9c',
    });
  });

  it('drops the playlist when not looping and honours every flag', () => {
    const url = new URL(embedUrl('abc', { autoplay: true, muted: false, loop: false, controls: true }));
    expect(url.searchParams.get('playlist')).toBeNull();
    expect([...['autoplay', 'mute', 'loop', 'controls'].map((k) => url.searchParams.get(k))]).toEqual(['1', '0', '0', '1']);
  });

  it('encodes an id that is not URL-safe', () => {
    expect(embedUrl('a/b?c')).toContain('/embed/a%2Fb%3Fc?');
  });
});

describe('countdown arithmetic', () => {
  const target = Date.parse(COUNTDOWN_TARGET);

  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const now = target - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 - 999;
    expect(timeLeft(target, now)).toEqual({ done: false, days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('is finished exactly at the target and after it', () => {
    expect(timeLeft(target, target)).toEqual({ done: true });
    expect(timeLeft(target, Date.parse('2026-11-21T00:00:00Z'))).toEqual({ done: true });
    expect(timeLeft(target, target - 1)).toEqual({ done: false, days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('treats an unparsable target as finished rather than NaN', () => {
    expect(timeLeft(Number.NaN, 0)).toEqual({ done: true });
  });
});

describe('e-mail rules', () => {
  it('trims and lower-cases a valid address', () => {
    expect(normalizeEmail('  Hornet@Pharloom.Example  ')).toBe('hornet@pharloom.example');
    expect(normalizeEmail('a.b+silk@sub.domain.co')).toBe('a.b+silk@sub.domain.co');
  });

  it('rejects blanks, wrong shapes, over-long addresses and non-strings', () => {
    for (const bad of ['', '   ', 'hornet', 'hornet@', '@pharloom.io', 'a@b', 'a b@c.io', 'a@@b.io', 'a@b..io', 'a@.b.io']) {
      expect(normalizeEmail(bad), bad).toBeNull();
    }
    expect(normalizeEmail(`${'a'.repeat(65)}@b.io`)).toBeNull();
    expect(normalizeEmail(`a@${'b'.repeat(EMAIL_MAX_LENGTH)}.io`)).toBeNull();
    expect(normalizeEmail(42)).toBeNull();
    expect(normalizeEmail(null)).toBeNull();
  });

  it.each(REFUSED_EMAILS)('refuses an address with %s', (_, email) => {
    expect(normalizeEmail(email)).toBeNull();
  });

  it('accepts the characters mail allows outside quotes, and any language', () => {
    for (const email of ACCEPTED_EMAILS) expect(normalizeEmail(email), email).toBe(email);
  });
});

describe('image service', () => {
  it('sends Supabase Storage images through its renderer at quality 85', () => {
    expect(IMAGE_QUALITY).toBe(85);
    expect(imageSrc('https://x.supabase.co/storage/v1/object/public/covers/a.png', 640)).toBe(
      'https://x.supabase.co/storage/v1/render/image/public/covers/a.png?width=640&quality=85',
    );
    expect(imageSrc('/images/news/a.svg', 640)).toBe('/images/news/a.svg');
  });
});
