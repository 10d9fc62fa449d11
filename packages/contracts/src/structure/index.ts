export * from './dept.schema';
export * from './dict.schema';
export * from './post.schema';
export * from './region.schema';
export * from './structure.codes';
export * from './tree.schema';
