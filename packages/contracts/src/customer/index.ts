export * from './closure.codes';
export * from './closure.machine';
export * from './closure.schema';
export * from './party.codes';
export * from './party.machine';
export * from './party.schema';
