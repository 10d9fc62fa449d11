import type { TFunction } from 'i18next';
import { z } from 'zod';
import { type CrudField, formOptions } from './types';

const TEXT_KINDS = new Set(['text', 'textarea', 'password']);

/**
 * The rule of one form field as a zod schema: required, the spec's maxInputCharacters message, and
 * the field's own rule. The same schema checks the value in the form and in the unit tests.
 */
export function fieldSchema<R>(field: CrudField<R>, t: TFunction): z.ZodType {
  const form = formOptions(field);
  const required = t('crud:required', { label: field.label });
  let schema: z.ZodType;
  if (TEXT_KINDS.has(field.kind ?? 'text')) {
    let text = z.string({ error: required }).trim();
    if (form.max) text = text.max(form.max, t('crud:maxInputCharacters', { max: form.max }));
    // The server sends an unset text as null; an optional field takes it as empty.
    schema = form.required ? text.min(1, required) : text.optional().or(z.literal('')).or(z.null());
  } else if (field.kind === 'number') {
    const number = z.number({ error: t('crud:number', { label: field.label }) });
    schema = form.required ? number : number.optional().nullable();
  } else if (field.kind === 'multiselect') {
    const list = z.array(z.union([z.string(), z.number()]));
    schema = form.required ? list.min(1, required) : list.optional().nullable();
  } else {
    const any = z.unknown();
    schema = form.required
      ? any.refine((value) => value !== undefined && value !== null && value !== '', required)
      : any;
  }
  const rule = form.rule;
  if (!rule) return schema;
  return schema.superRefine((value, context) => {
    if (value === undefined || value === null || value === '') return;
    const result = rule.safeParse(value);
    if (!result.success) context.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? '' });
  });
}

/** An antd Form rule that runs the zod schema and shows its first message. */
export function zodRule(schema: z.ZodType) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
