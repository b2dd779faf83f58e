export * from './catalogue';
export * from './accounts';
export * from './carts';
export * from './orders';
export * from './notifications';
export * from './invoices';
