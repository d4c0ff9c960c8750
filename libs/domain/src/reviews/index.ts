// Every export of these modules is part of the reviews surface, so each is re-exported whole:
// a name added to a module is public without a second list to keep in step.
export * from './rating';
export * from './limits';
export * from './display-name';
export * from './contact';
export * from './abusive';
export * from './review';
