export * from './users';
export * from './content';
export * from './reviews';
export * from './accounts';
export * from './catalogue';
export * from './bookings';
export * from './payments';
export * from './audit';
