import { describe, expect, it } from 'vitest';
import { mailHtml } from './html';

describe('a mail’s HTML part', () => {
  it('says what the text says: paragraphs, line breaks and links, with typed names escaped', () => {
    const html = mailHtml('Hello <Ada> & "friends",\n\nJoin here: https://school.test/meetings/join/1?a=b&c=d.\nSee you soon.\n');
    expect(html).toContain('<p>Hello &lt;Ada&gt; &amp; &quot;friends&quot;,</p>');
    expect(html).toContain('<p>Join here: <a href="https://school.test/meetings/join/1?a=b&amp;c=d">https://school.test/meetings/join/1?a=b&amp;c=d</a>.<br>\nSee you soon.</p>');
    expect(html).toMatch(/^<!doctype html>\n<html><head><meta charset="utf-8">/);
  });

  it('leaves a text without addresses as text', () => {
    expect(mailHtml('Just words.')).toContain('<p>Just words.</p>');
    expect(mailHtml('javascript:alert(1) http://')).toContain('<p>javascript:alert(1) http://</p>');
  });
});
