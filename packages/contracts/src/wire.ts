/**
 * What a response type looks like after JSON: the server hands `Date`s to the serializer, the browser
 * reads strings. The web types its data as `Wire<z.output<typeof Shape>>` of the same contract.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Wire<Item>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
