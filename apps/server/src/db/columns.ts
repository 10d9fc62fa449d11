import type { ColumnType, Generated } from 'kysely';

/** Ids are int8: node-postgres returns them as strings, which is also how the API sends them. */
export type Id = ColumnType<string, string | number | bigint, string | number | bigint>;
export type GeneratedId = ColumnType<string, string | number | bigint | undefined, never>;
/** An id column with a database default, such as a tree's `parent_id` of 0. */
export type DefaultedId = ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp without a database default: every insert names it. */
export type RequiredTimestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type Json<T> = ColumnType<T, string | T, string | T>;
export type I18nText = Partial<Record<'zh' | 'en' | 'fr' | 'ru' | 'es' | 'sw', string>>;
/** A text per language with a database default of `{}`, written as JSON text. */
export type I18nColumn = ColumnType<I18nText, string | undefined, string>;
/** numeric columns: node-postgres reads them as text, so decimals never pass through a binary float. */
export type Decimal = ColumnType<string, string | number, string | number>;
export type DefaultedDecimal = ColumnType<string, string | number | undefined, string | number>;
/** A text column holding one of `T`'s values, with a database default. */
export type DefaultedEnum<T extends string> = ColumnType<T, T | undefined, T>;

export type AuditColumns = {
  createUser: Id | null;
  createDept: Id | null;
  createTime: Generated<Date>;
  updateUser: Id | null;
  updateTime: Timestamp;
  status: Generated<number>;
  isDeleted: Generated<number>;
  version: Generated<number>;
};
