// Every export of these modules is part of the pickup surface, so each is re-exported whole:
// a name added to a module is public without a second list to keep in step.
export * from './totp';
export * from './pass';
export * from './coupon';
