import type { TFunction } from 'i18next';
import type { CrudField } from '../../crud/types';
import type { WorkflowDocType } from './api';

/** `action` null: a rule not fired by a move (a message rule by date). */
type Move = { docType: string; action: string | null };
/** `anyState`: the state may be left empty, and this names the empty choice. */
type Labels = { docType: string; action: string; state: string; anyState?: string };

/**
 * The fields that name a move of a document type (the approval rules, the message rules): the type,
 * then its machine's actions and states, offered for the type chosen, all named in the user's language.
 */
export function docMoveFields<R extends Move>(
  t: TFunction,
  docTypes: WorkflowDocType[],
  labels: Labels,
  stateKey: keyof R & string,
): CrudField<R>[] {
  const docLabel = (docType: string) => t(`workflow:docTypes.${docType}`, { defaultValue: docType });
  const stateLabel = (state: string) => t(`workflow:states.${state}`, { defaultValue: state });
  const actionLabel = (action: string) => t(`workflow:actions.${action}`, { defaultValue: action });
  const typeOf = (docType: unknown) => docTypes.find((type) => type.docType === docType);
  return [
    {
      key: 'docType',
      label: labels.docType,
      kind: 'select',
      search: 'equal',
      options: docTypes.map((type) => ({ value: type.docType, label: docLabel(type.docType) })),
      column: { key: true, width: 170, render: (_, row) => docLabel(row.docType) },
      form: { required: true },
    },
    {
      key: stateKey,
      label: labels.state,
      kind: 'select',
      dependentOptions: {
        on: 'docType',
        load: async (docType) =>
          (typeOf(docType)?.states ?? []).map((state) => ({ value: state, label: stateLabel(state) })),
      },
      column: {
        width: 150,
        render: (_, row) => {
          const state = row[stateKey] as string | null;
          return state ? stateLabel(state) : (labels.anyState ?? '');
        },
      },
      form: labels.anyState ? { placeholder: labels.anyState } : { required: true },
    },
    {
      key: 'action',
      label: labels.action,
      kind: 'select',
      dependentOptions: {
        on: 'docType',
        load: async (docType) =>
          (typeOf(docType)?.actions ?? []).map((move) => ({ value: move.action, label: actionLabel(move.action) })),
      },
      column: { width: 130, render: (_, row) => (row.action ? actionLabel(row.action) : '') },
      form: { required: true },
    },
  ];
}
