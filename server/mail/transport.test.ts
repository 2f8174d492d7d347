import { describe, expect, it } from 'vitest';
import { checkSmtpUrl, defaultMailFrom, outboxMessage, smtpTransport } from './transport';

const mail = { id: 7, toAddress: 'ada@example.test', subject: 'Hello', body: 'Hi', attachments: [], createdAt: new Date('2027-03-31T12:00:00Z') };

describe('SMTP transport', () => {
  it('refuses an SMTP_URL that is not smtp:// or smtps:// without repeating it', () => {
    expect(() => smtpTransport('http://mailer:secret@mail.example.test')).toThrow('SMTP_URL must start with smtp:// or smtps://');
    expect(() => smtpTransport('http://mailer:secret@mail.example.test')).not.toThrow(/secret/);
    expect(() => checkSmtpUrl('mail.example.test:25')).toThrow('SMTP_URL must start with smtp:// or smtps://');
    expect(checkSmtpUrl('smtps://mailer:secret@mail.example.test')).toBe('smtps://mailer:secret@mail.example.test');
  });

  it('sends from the product at the public host unless MAIL_FROM says otherwise', () => {
    expect(defaultMailFrom('https://school.example.test:8443')).toBe('"Education platform" <no-reply@school.example.test>');
  });

  it('gives a mail the same Message-ID every time it is sent', () => {
    const first = outboxMessage(mail, defaultMailFrom('https://school.example.test'));
    expect(first.messageId).toBe('<outbox.7.1806494400000@school.example.test>');
    expect(outboxMessage(mail, 'Admin <admin@other.test>').messageId).toBe('<outbox.7.1806494400000@other.test>');
  });
});
