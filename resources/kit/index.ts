export * from './fields';
export * from './kinds';
export * from './access';
export * from './defineResource';
export * from './validation';
export * from './messages';
export * from './names';
export * from './passwords';
