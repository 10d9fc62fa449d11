import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { FieldInput } from './inputs';
import type { CrudField, Option } from './types';

/** The choices of a field whose options depend on another field's value (`CrudField.dependentOptions`). */
function useDependentOptions<R>(field: CrudField<R>, parentValue: unknown): Option[] {
  const source = field.dependentOptions;
  const query = useQuery({
    queryKey: ['crud-dependent-options', field.key, parentValue ?? null],
    queryFn: () => (source ? source.load(parentValue ?? undefined) : Promise.resolve([])),
    enabled: Boolean(source),
    staleTime: 60_000,
  });
  return query.data ?? [];
}

type InputProps<R> = {
  field: CrudField<R>;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  id?: string;
};

/** The form control, with the choices of the value its parent field has now. */
export function DependentFieldInput<R>({ field, ...props }: InputProps<R>) {
  const form = Form.useFormInstance();
  const parentValue = Form.useWatch(field.dependentOptions?.on ?? [], form);
  const options = useDependentOptions(field, parentValue);
  return <FieldInput {...props} field={{ ...field, options }} />;
}
