export * from './bootcamp';
export * from './country';
export * from './events';
export * from './lead';
export * from './social-proof';
export * from './pricing';
