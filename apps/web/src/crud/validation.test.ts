import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeLanguage, i18n, setupI18n } from '../lib/i18n';
import type { CrudField } from './types';
import { fieldSchema } from './validation';

beforeAll(async () => {
  localStorage.setItem('smdp-language', 'en');
  await setupI18n();
});

const messageOf = (field: CrudField<unknown>, value: unknown) => {
  const result = fieldSchema(field, i18n.t).safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('fieldSchema', () => {
  it('gives the spec maxInputCharacters message past the limit', () => {
    const field: CrudField<unknown> = { key: 'name', label: 'Name', form: { max: 5 } };
    expect(messageOf(field, 'abcdef')).toBe('Enter at most 5 characters');
    expect(messageOf(field, 'abcde')).toBeNull();
  });

  it('takes the null the server sends for an unset optional text or list, and refuses it where required', () => {
    expect(messageOf({ key: 'remark', label: 'Remark', form: { max: 500 } }, null)).toBeNull();
    expect(messageOf({ key: 'ids', label: 'Roles', kind: 'multiselect', form: {} }, null)).toBeNull();
    expect(messageOf({ key: 'name', label: 'Name', form: { required: true } }, null)).toBe('Name is required');
  });

  it('requires a value, whitespace not counting', () => {
    const field: CrudField<unknown> = { key: 'name', label: 'Name', form: { required: true } };
    expect(messageOf(field, '   ')).toBe('Name is required');
    expect(messageOf(field, undefined)).toBe('Name is required');
    expect(messageOf({ key: 'ids', label: 'Roles', kind: 'multiselect', form: { required: true } }, [])).toBe(
      'Roles is required',
    );
    expect(messageOf({ key: 'parent', label: 'Parent', kind: 'tree', form: { required: true } }, null)).toBe(
      'Parent is required',
    );
  });

  it("applies the field's own rule only to a value that is there", () => {
    const field: CrudField<unknown> = { key: 'email', label: 'Email', form: { rule: z.email('Not an email') } };
    expect(messageOf(field, 'nope')).toBe('Not an email');
    expect(messageOf(field, '')).toBeNull();
    expect(messageOf(field, 'a@b.co')).toBeNull();
  });

  it('speaks the chosen language', async () => {
    await changeLanguage('fr');
    expect(messageOf({ key: 'name', label: 'Nom', form: { max: 2 } }, 'abc')).toBe('Saisissez au plus 2 caractères');
    await changeLanguage('en');
  });
});
