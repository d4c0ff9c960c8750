export const apiPlaceholder = 1;
