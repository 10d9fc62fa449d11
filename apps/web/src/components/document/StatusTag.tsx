import { Tag } from 'antd';

type Props<State extends string> = { state: State; colors: Record<State, string>; label: string };

/** A document's state as a coloured chip (domain.md §12: coloured status chips). */
export function StatusTag<State extends string>({ state, colors, label }: Props<State>) {
  return <Tag color={colors[state]}>{label}</Tag>;
}
