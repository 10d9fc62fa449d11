import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { FieldInput } from './inputs';
import type { CrudField } from './types';

type Props<R> = {
  /** The page's config code: two pages may name a dependent field alike yet load different choices. */
  page: string;
  field: CrudField<R>;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
};

/** A form control whose choices are those of the value its parent field has now (`dependentOptions`). */
export function DependentFieldInput<R>({ page, field, ...props }: Props<R>) {
  const form = Form.useFormInstance();
  const source = field.dependentOptions;
  const parentValue = Form.useWatch(source?.on ?? [], form);
  const options = useQuery({
    queryKey: ['crud-dependent-options', page, field.key, parentValue ?? null],
    queryFn: () => (source ? source.load(parentValue ?? undefined) : Promise.resolve([])),
    enabled: Boolean(source),
    staleTime: 60_000,
  });
  return <FieldInput {...props} field={{ ...field, options: options.data ?? [] }} />;
}
