// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Form, type I18nProvider } from 'react-admin';
import {
  boolean,
  booleanMap,
  textMap,
  date,
  datetime,
  defineResource,
  email,
  enumOf,
  integer,
  longText,
  number,
  password,
  stringList,
  text,
  type FieldKind,
} from '../../resources/kit';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { AttributeInput } from './AttributeInput';

/** One field of every kind; the Record type makes this test fail to compile when a kind is added. */
const FIELDS = {
  text: text({ required: true }),
  longText: longText(),
  email: email(),
  password: password({ minLength: 6, confirmation: true }),
  integer: integer({ min: 0, max: 9 }),
  number: number({ min: 0.5 }),
  boolean: boolean(),
  date: date(),
  datetime: datetime(),
  enum: enumOf(['red', 'blue']),
  stringList: stringList({ values: ['x', 'y'] }),
  booleanMap: booleanMap(['alpha', 'beta']),
  textMap: textMap(['en', 'fi']),
} satisfies Record<FieldKind, unknown>;

const demo = defineResource({ name: 'kinds_demo', attributes: FIELDS, access: {}, list: { columns: ['text'], sort: 'text' } });

const LABELS: Record<FieldKind, string> = {
  text: 'Text label',
  longText: 'Long text label',
  email: 'Email label',
  password: 'Password label',
  integer: 'Integer label',
  number: 'Number label',
  boolean: 'Boolean label',
  date: 'Date label',
  datetime: 'Date time label',
  enum: 'Enum label',
  stringList: 'String list label',
  booleanMap: 'Boolean map label',
  textMap: 'Text map label',
};

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider({
    kinds_demo: {
      fields: { ...LABELS, passwordConfirmation: 'Password again' },
      values: { enum: { red: 'Red', blue: 'Blue' }, stringList: { x: 'Ex', y: 'Why' }, booleanMap: { alpha: 'Alpha', beta: 'Beta' }, textMap: { en: 'English', fi: 'Suomi' } },
    },
  });
});
afterEach(cleanup);

function renderKind(kind: FieldKind, mode: 'create' | 'edit' = 'create') {
  return render(
    <Harness i18nProvider={i18n}>
      <Form>
        <AttributeInput resource="kinds_demo" name={kind} field={demo.attributes[kind]} mode={mode} />
      </Form>
    </Harness>,
  );
}

const labelled = (label: string): HTMLElement => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));

describe('AttributeInput', () => {
  it.each([
    ['text', 'INPUT', 'text'],
    ['email', 'INPUT', 'email'],
    ['longText', 'TEXTAREA', ''],
    ['password', 'INPUT', 'password'],
    ['integer', 'INPUT', 'number'],
    ['number', 'INPUT', 'number'],
    ['boolean', 'INPUT', 'checkbox'],
    ['date', 'INPUT', 'date'],
    ['datetime', 'INPUT', 'datetime-local'],
  ] as const)('renders %s as a labelled %s of type %s', async (kind, tag, type) => {
    renderKind(kind);
    const input = await screen.findByLabelText(new RegExp(`^${LABELS[kind]}( \\*)?$`));
    expect(input.tagName).toBe(tag);
    if (type) expect(input.getAttribute('type')).toBe(type);
  });

  it('renders an enum as a labelled select with translated choices', async () => {
    renderKind('enum');
    const select = labelled('Enum label');
    expect(select.getAttribute('role')).toBe('combobox');
  });

  it('renders a string list with values as a labelled multiple select', () => {
    renderKind('stringList');
    expect(labelled('String list label').getAttribute('role')).toBe('combobox');
  });

  it('renders a boolean map as a named group of labelled switches', () => {
    renderKind('booleanMap');
    const group = screen.getByRole('group', { name: 'Boolean map label' });
    expect(within(group).getByLabelText('Alpha').getAttribute('type')).toBe('checkbox');
    expect(within(group).getByLabelText('Beta')).toBeTruthy();
  });

  it('renders a text map as a named group of labelled text areas, one per key', () => {
    renderKind('textMap');
    const group = screen.getByRole('group', { name: 'Text map label' });
    expect(within(group).getByLabelText('English').tagName).toBe('TEXTAREA');
    expect(within(group).getByLabelText('Suomi').tagName).toBe('TEXTAREA');
  });

  it('marks required fields in the label and asks for a password confirmation', () => {
    renderKind('text');
    expect(screen.getByLabelText('Text label *')).toBeTruthy();
    cleanup();
    renderKind('password');
    expect(screen.getByLabelText('Password again')).toBeTruthy();
  });

  it('offers an optional new password on edit', () => {
    renderKind('password', 'edit');
    expect(screen.getByLabelText('New password')).toBeTruthy();
    expect(screen.getByText('Leave blank to keep the current password.')).toBeTruthy();
  });
});
